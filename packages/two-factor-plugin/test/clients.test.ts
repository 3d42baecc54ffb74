// Better Auth's own client with its twoFactorClient (from npm), and our client twin, against a
// Tollgate server with this plugin, over HTTP (a real node:http server): an app written for Better Auth's two-factor
// plugin runs unchanged.
import { createAuthClient as createOurClient } from "@tollgate/auth-client-react";
import {
  browserHttpFetch,
  CookieCarrier,
  inProcessBrowserFetch,
  listen,
  TEST_BASE_URL,
} from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { twoFactorClient as betterAuthTwoFactorClient } from "better-auth/client/plugins";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type TwoFactorRedirectContext, twoFactorClient } from "../src/client";
import { authenticator, keyOf, PASSWORD, serverWithTwoFactor } from "./support/two-factor-server";

describe("Better Auth's twoFactorClient against this plugin", () => {
  it("enables TOTP, signs in with the redirect, verifies, and uses backup and OTP codes", async () => {
    const t = await serverWithTwoFactor();
    const http = await listen(t.auth);
    const jar = new CookieCarrier();
    const redirects: unknown[] = [];
    const client = createAuthClient({
      baseURL: http.url,
      plugins: [
        betterAuthTwoFactorClient({
          onTwoFactorRedirect: (context) => void redirects.push(context),
        }),
      ],
      fetchOptions: { customFetchImpl: browserHttpFetch(jar) },
    });
    const email = `ba-${crypto.randomUUID()}@example.com`;
    expect(
      (await client.signUp.email({ email, password: PASSWORD, name: "Ada" })).error,
    ).toBeNull();

    const enabled = await client.twoFactor.enable({ password: PASSWORD });
    expect(enabled.error).toBeNull();
    // Better Auth types the answer as a union of its two methods' answers.
    const totpURI = enabled.data && "totpURI" in enabled.data ? enabled.data.totpURI : "";
    const app = authenticator(keyOf(totpURI));
    const confirmed = await client.twoFactor.verifyTotp({ code: app.next() });
    expect(confirmed.error).toBeNull();
    expect((await client.getSession()).data?.user.twoFactorEnabled).toBe(true);
    const uri = await client.twoFactor.getTotpUri({ password: PASSWORD });
    expect(uri.data?.totpURI).toContain("otpauth://totp/");
    await client.signOut();

    const signIn = await client.signIn.email({ email, password: PASSWORD });
    expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
    expect(redirects).toEqual([{ twoFactorMethods: ["totp", "otp"] }]);
    expect((await client.getSession()).data).toBeNull();
    const verified = await client.twoFactor.verifyTotp({ code: app.next(), trustDevice: true });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.email).toBe(email);
    expect((await client.getSession()).data?.user.email).toBe(email);

    const codes = await client.twoFactor.generateBackupCodes({ password: PASSWORD });
    expect(codes.data?.backupCodes).toHaveLength(10);
    await client.signOut();

    // A trusted device goes straight in; another browser needs a code (here, a backup code).
    const trusted = await client.signIn.email({ email, password: PASSWORD });
    expect(trusted.data).toMatchObject({ token: expect.any(String) });
    const otherJar = new CookieCarrier();
    const other = createAuthClient({
      baseURL: http.url,
      plugins: [betterAuthTwoFactorClient()],
      fetchOptions: { customFetchImpl: browserHttpFetch(otherJar) },
    });
    expect((await other.signIn.email({ email, password: PASSWORD })).data).toMatchObject({
      twoFactorRedirect: true,
    });
    const wrong = await other.twoFactor.verifyBackupCode({ code: "nope-nope" });
    expect(wrong.error).toMatchObject({ status: 401, code: "INVALID_BACKUP_CODE" });
    const backup = await other.twoFactor.verifyBackupCode({
      code: codes.data?.backupCodes[0] ?? "",
    });
    expect(backup.error).toBeNull();
    await other.signOut();

    expect((await other.signIn.email({ email, password: PASSWORD })).data).toMatchObject({
      twoFactorRedirect: true,
    });
    expect((await other.twoFactor.sendOtp()).data).toEqual({ status: true });
    const otp = await other.twoFactor.verifyOtp({ code: t.lastOtp(email) });
    expect(otp.error).toBeNull();
    expect((await other.getSession()).data?.user.email).toBe(email);

    const disabled = await client.twoFactor.disable({ password: PASSWORD });
    expect(disabled.data).toEqual({ status: true });
    await http.close();
  });
});

describe("our twoFactorClient", () => {
  it("types the methods and the session store follows a verify", async () => {
    const t = await serverWithTwoFactor();
    const jar = new CookieCarrier();
    const client = createOurClient({
      baseURL: TEST_BASE_URL,
      plugins: [twoFactorClient()],
      fetchOptions: { customFetchImpl: inProcessBrowserFetch(t.auth, jar) },
      sessionOptions: { crossTabSync: false },
    });
    const email = `ours-${crypto.randomUUID()}@example.com`;
    await client.signUp.email({ email, password: PASSWORD, name: "Grace" });
    const enabled = await client.twoFactor.enable({ password: PASSWORD });
    expectTypeOf(enabled.data?.totpURI).toEqualTypeOf<string | undefined>();
    const app = authenticator(keyOf(enabled.data?.totpURI ?? ""));
    const confirmed = await client.twoFactor.verifyTotp({ code: app.next() });
    expectTypeOf(confirmed.data?.token).toEqualTypeOf<string | undefined>();
    expect(confirmed.data?.user.email).toBe(email);
    await client.signOut();
    const signIn = await client.signIn.email({ email, password: PASSWORD });
    expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
    const verified = await client.twoFactor.verifyTotp({ code: app.next() });
    expect(verified.error).toBeNull();
    expect((await client.getSession()).data?.user.email).toBe(email);
  });
  it("calls onTwoFactorRedirect with the methods when, and only when, a sign-in answers twoFactorRedirect", async () => {
    const t = await serverWithTwoFactor();
    const jar = new CookieCarrier();
    const redirects: TwoFactorRedirectContext[] = [];
    const client = createOurClient({
      baseURL: TEST_BASE_URL,
      plugins: [
        twoFactorClient({ onTwoFactorRedirect: (context) => void redirects.push(context) }),
      ],
      fetchOptions: { customFetchImpl: inProcessBrowserFetch(t.auth, jar) },
      sessionOptions: { crossTabSync: false },
    });
    const email = `hook-${crypto.randomUUID()}@example.com`;
    await client.signUp.email({ email, password: PASSWORD, name: "Hedy" });
    await client.signOut();
    // Two-factor off: a sign-in is a sign-in.
    expect((await client.signIn.email({ email, password: PASSWORD })).error).toBeNull();
    const enabled = await client.twoFactor.enable({ password: PASSWORD });
    const app = authenticator(keyOf(enabled.data?.totpURI ?? ""));
    await client.twoFactor.verifyTotp({ code: app.next() });
    await client.signOut();
    expect(redirects).toEqual([]);

    const signIn = await client.signIn.email({ email, password: PASSWORD });
    expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
    expect(redirects).toEqual([{ twoFactorMethods: ["totp", "otp"] }]);
    // A wrong password answers an error: no redirect.
    await client.signIn.email({ email, password: "not-the-password-1" });
    expect(redirects).toHaveLength(1);
    expect((await client.twoFactor.verifyTotp({ code: app.next() })).error).toBeNull();
    expect(redirects).toHaveLength(1);
  });
});
