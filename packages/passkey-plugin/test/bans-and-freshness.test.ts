// A passkey is one more way in, held to the same rules as the others: the admin plugin's ban
// refuses it (its session database hook, which every sign-in passes), and adding a passkey is a
// sensitive action that needs a fresh session.
import { admin } from "@tollgate/admin-plugin";
import { createTestAuth, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { passkey } from "../src/index";
import { type CreationOptions, SoftwareAuthenticator } from "../src/testing/software-authenticator";
import {
  type ErrorBody,
  newUser,
  ORIGIN,
  PASSWORD,
  registerPasskey,
  serverOn,
  signInWithPasskey,
} from "./support/passkey-server";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDatabases())("a banned user's passkey on $name", (target) => {
  const server = serverOn(target, {}, [admin()]);

  it("is refused with the ban's answer and no session, and works again once unbanned", async () => {
    const t = server();
    const { user, cookies, email } = await newUser(t);
    const { authenticator, verified } = await registerPasskey(t, cookies, "Laptop");
    expect(verified.status).toBe(200);
    const context = await t.auth.$context;
    await context.internalAdapter.updateUser(user.id, { banned: true, banReason: "Spam" });

    const password = await t.json<ErrorBody>("/sign-in/email", {
      body: { email, password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(password.status).toBe(403);
    expect(password.data.code).toBe("BANNED_USER");

    const banned = await signInWithPasskey(t, authenticator);
    expect(banned.status).toBe(403);
    expect(banned.data).toMatchObject({ code: "BANNED_USER", banReason: "Spam" });
    const noSession = await t.json<unknown>("/get-session", { cookies: banned.cookies });
    expect(noSession.data).toBeNull();
    // The refused sign-in's use is recorded still: its count is the stored one.
    const [stored] = await context.adapter.findMany<{ counter: number }>({
      model: "passkey",
      where: [{ field: "userId", value: user.id }],
    });
    expect(stored?.counter).toBe(authenticator.signCount);

    await context.internalAdapter.updateUser(user.id, { banned: false, banReason: null });
    const unbanned = await signInWithPasskey(t, authenticator);
    expect(unbanned.status).toBe(200);
    expect(unbanned.data.user.email).toBe(email);
  });
});

describe("adding a passkey", () => {
  it("needs a fresh session: one older than session.freshAge gets neither options nor a passkey, 403 SESSION_NOT_FRESH", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = await createTestAuth({ plugins: [passkey()], session: { freshAge: 60 } });
    const { cookies } = await newUser(t);
    const authenticator = await SoftwareAuthenticator.create();
    const options = await t.json<CreationOptions>("/passkey/generate-register-options", {
      cookies,
    });
    const response = await authenticator.register(options.data, ORIGIN);
    vi.setSystemTime(Date.now() + 120_000);

    const stale = await t.json<ErrorBody>("/passkey/verify-registration", {
      body: { response, name: "Late" },
      cookies,
    });
    expect(stale.status).toBe(403);
    expect(stale.data).toEqual({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" });
    const staleOptions = await t.json<ErrorBody>("/passkey/generate-register-options", {
      cookies,
    });
    expect(staleOptions.status).toBe(403);
    expect(staleOptions.data.code).toBe("SESSION_NOT_FRESH");
    const listed = await t.json<unknown[]>("/passkey/list-user-passkeys", { cookies });
    expect(listed.data).toEqual([]);
  });
});
