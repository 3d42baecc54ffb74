import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  authenticator,
  type ErrorBody,
  keyOf,
  newUser,
  PASSWORD,
  serverOn,
  sessionCount,
  signInFresh,
  userWithTotp,
} from "./support/two-factor-server";

describe.each(testDatabases())("OTP, backup codes and trusted devices on $name", (target) => {
  const server = serverOn(target, { trustDeviceMaxAge: 3600 });

  it("enables OTP only after a sent code is given back, then signs in with one", async () => {
    const t = server();
    const { user, cookies, email } = await newUser(t);
    const enabled = await t.json("/two-factor/enable", {
      body: { password: PASSWORD, method: "otp" },
      cookies,
    });
    expect(enabled.data).toEqual({ method: "otp" });
    expect((await signInFresh(t, email)).data.twoFactorRedirect).toBeUndefined();

    expect((await t.json("/two-factor/send-otp", { body: {}, cookies })).data).toEqual({
      status: true,
    });
    const confirmed = await t.json<{ user: { twoFactorEnabled: boolean } }>(
      "/two-factor/verify-otp",
      { body: { code: t.lastOtp(email) }, cookies },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.user.twoFactorEnabled).toBe(true);

    const pending = await signInFresh(t, email);
    expect(pending.data).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    const before = await sessionCount(t, user.id);
    await t.json("/two-factor/send-otp", { body: {}, cookies: pending.cookies });
    const code = t.lastOtp(email);
    const wrong = await t.json<ErrorBody>("/two-factor/verify-otp", {
      body: { code: code === "000000" ? "111111" : "000000" },
      cookies: pending.cookies,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.data.code).toBe("INVALID_CODE");
    const ok = await t.json<{ token: string }>("/two-factor/verify-otp", {
      body: { code },
      cookies: pending.cookies,
    });
    expect(ok.status).toBe(200);
    expect(await sessionCount(t, user.id)).toBe(before + 1);
    // The code was spent with the sign-in.
    const again = await signInFresh(t, email);
    const reused = await t.json<ErrorBody>("/two-factor/verify-otp", {
      body: { code },
      cookies: again.cookies,
    });
    expect(reused.status).toBe(400);
    expect(reused.data.code).toBe("OTP_HAS_EXPIRED");
  });

  it("ends a sent code after too many wrong tries", async () => {
    const t = server();
    const { email } = await userWithTotp(t);
    const pending = await signInFresh(t, email);
    await t.json("/two-factor/send-otp", { body: {}, cookies: pending.cookies });
    const code = t.lastOtp(email);
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await t.json("/two-factor/verify-otp", {
        body: { code: wrongCode },
        cookies: pending.cookies,
      });
      expect(wrong.status).toBe(401);
    }
    const spent = await t.json<ErrorBody>("/two-factor/verify-otp", {
      body: { code },
      cookies: pending.cookies,
    });
    expect(spent.status).toBe(400);
    expect(spent.data.code).toBe("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
  });

  it("signs in with a backup code once; new codes replace the old ones", async () => {
    const t = server();
    const { email, backupCodes, cookies } = await userWithTotp(t);
    const [first, second] = backupCodes;
    const pending = await signInFresh(t, email);
    const ok = await t.json<{ token: string }>("/two-factor/verify-backup-code", {
      body: { code: first },
      cookies: pending.cookies,
    });
    expect(ok.status).toBe(200);
    expect(ok.data.token).toEqual(expect.any(String));

    const again = await signInFresh(t, email);
    const reused = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
      body: { code: first },
      cookies: again.cookies,
    });
    expect(reused.status).toBe(401);
    expect(reused.data.code).toBe("INVALID_BACKUP_CODE");

    const regenerated = await t.json<{ status: boolean; backupCodes: string[] }>(
      "/two-factor/generate-backup-codes",
      { body: { password: PASSWORD }, cookies },
    );
    expect(regenerated.data.backupCodes).toHaveLength(10);
    const old = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
      body: { code: second },
      cookies: again.cookies,
    });
    expect(old.data.code).toBe("INVALID_BACKUP_CODE");
    const fresh = await t.json("/two-factor/verify-backup-code", {
      body: { code: regenerated.data.backupCodes[0] },
      cookies: again.cookies,
    });
    expect(fresh.status).toBe(200);
  });

  it("stores backup codes and the secret unreadable", async () => {
    const t = server();
    const { user, backupCodes, app } = await userWithTotp(t);
    const { adapter } = await t.auth.$context;
    const row = await adapter.findOne<{ secret: string; backupCodes: string }>({
      model: "twoFactor",
      where: [{ field: "userId", value: user.id }],
    });
    for (const code of backupCodes) expect(row?.backupCodes).not.toContain(code);
    expect(row?.secret).toMatch(/^1\$v1\./);
    const hex = Array.from(app.key, (byte) => byte.toString(16).padStart(2, "0")).join("");
    expect(row?.secret).not.toContain(hex);
  });

  it("lets a trusted device skip the second factor until two-factor is disabled", async () => {
    const t = server();
    const { email, app, cookies } = await userWithTotp(t);
    const pending = await signInFresh(t, email);
    const trusted = await t.json("/two-factor/verify-totp", {
      body: { code: app.next(), trustDevice: true },
      cookies: pending.cookies,
    });
    expect(trusted.status).toBe(200);
    expect(pending.cookies.header()).toMatch(/trust_device=/);
    await t.json("/sign-out", { body: {}, cookies: pending.cookies });

    const skipped = await t.json<{ token?: string; twoFactorRedirect?: boolean }>(
      "/sign-in/email",
      { body: { email, password: PASSWORD }, cookies: pending.cookies, skipAnswerCheck: true },
    );
    expect(skipped.data.twoFactorRedirect).toBeUndefined();
    expect(skipped.data.token).toEqual(expect.any(String));

    // Another browser is not trusted.
    expect((await signInFresh(t, email)).data.twoFactorRedirect).toBe(true);

    // Turning two-factor off and on again forgets every trusted device.
    await t.json("/two-factor/disable", { body: { password: PASSWORD }, cookies });
    const reenabled = await t.json<{ totpURI: string }>("/two-factor/enable", {
      body: { password: PASSWORD },
      cookies,
    });
    const newApp = authenticator(keyOf(reenabled.data.totpURI));
    expect(
      (await t.json("/two-factor/verify-totp", { body: { code: newApp.next() }, cookies })).status,
    ).toBe(200);
    await t.json("/sign-out", { body: {}, cookies: pending.cookies });
    const forgotten = await t.json<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
      body: { email, password: PASSWORD },
      cookies: pending.cookies,
      skipAnswerCheck: true,
    });
    expect(forgotten.data.twoFactorRedirect).toBe(true);
  });

  it("keeps rememberMe: false through the second factor", async () => {
    const t = server();
    const { email, app } = await userWithTotp(t);
    const pending = await signInFresh(t, email, { rememberMe: false });
    const verified = await t.request("/two-factor/verify-totp", {
      body: { code: app.next() },
      cookies: pending.cookies,
    });
    const cookies = verified.headers.getSetCookie();
    const token = cookies.find((cookie) => cookie.includes("session_token="));
    expect(token).toBeDefined();
    expect(token).not.toMatch(/Max-Age/i);
    expect(cookies.some((cookie) => cookie.includes("dont_remember="))).toBe(true);
  });
});
