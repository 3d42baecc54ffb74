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

describe.each(testDatabases())("TOTP on $name", (target) => {
  const server = serverOn(target, { issuer: "Tollgate Test" });

  it("enables only after the first valid code, with the password", async () => {
    const t = server();
    const { cookies, email } = await newUser(t);
    const noPassword = await t.json<ErrorBody>("/two-factor/enable", {
      body: { password: "wrong password!" },
      cookies,
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.data.code).toBe("INVALID_PASSWORD");

    const enabled = await t.json<{ method: string; totpURI: string; backupCodes: string[] }>(
      "/two-factor/enable",
      { body: { password: PASSWORD }, cookies },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.data.method).toBe("totp");
    expect(enabled.data.backupCodes).toHaveLength(10);
    const uri = new URL(enabled.data.totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Tollgate Test");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/Tollgate Test:${email}`);

    // Not on yet: a sign-in gets a session at once.
    const before = await signInFresh(t, email);
    expect(before.status).toBe(200);
    expect(before.data.twoFactorRedirect).toBeUndefined();

    const app = authenticator(keyOf(enabled.data.totpURI));
    const wrong = await t.json<ErrorBody>("/two-factor/verify-totp", {
      body: { code: "000000" === app.at(0) ? "111111" : "000000" },
      cookies,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.data.code).toBe("INVALID_CODE");
    const confirmed = await t.json<{ token: string; user: { twoFactorEnabled: boolean } }>(
      "/two-factor/verify-totp",
      { body: { code: app.next() }, cookies },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.user.twoFactorEnabled).toBe(true);
    const session = await t.json<{ user: { twoFactorEnabled: boolean } }>("/get-session", {
      cookies,
    });
    expect(session.data.user.twoFactorEnabled).toBe(true);
  });

  it("signs in with a pending state, then a session only after the code", async () => {
    const t = server();
    const { user, email, app } = await userWithTotp(t);
    const sessionsBefore = await sessionCount(t, user.id);
    const pending = await signInFresh(t, email);
    expect(pending.status).toBe(200);
    expect(pending.data).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp", "otp"] });
    expect(pending.response.headers.getSetCookie().join("\n")).not.toMatch(/session_token=[^;]/);
    expect(await sessionCount(t, user.id)).toBe(sessionsBefore);

    // Skipping the second step: no session.
    const skipped = await t.json("/get-session", { cookies: pending.cookies });
    expect(skipped.data).toBeNull();

    const verified = await t.json<{ token: string; user: { email: string } }>(
      "/two-factor/verify-totp",
      { body: { code: app.next() }, cookies: pending.cookies },
    );
    expect(verified.status).toBe(200);
    expect(verified.data.user.email).toBe(email);
    expect(await sessionCount(t, user.id)).toBe(sessionsBefore + 1);
    const session = await t.json<{ user: { email: string } }>("/get-session", {
      cookies: pending.cookies,
    });
    expect(session.data.user.email).toBe(email);
  });

  it("accepts a code once, and ±1 step only", async () => {
    const t = server();
    const { email, app } = await userWithTotp(t);
    const first = await signInFresh(t, email);
    const code = app.at(1);
    const ok = await t.json("/two-factor/verify-totp", { body: { code }, cookies: first.cookies });
    expect(ok.status).toBe(200);

    const second = await signInFresh(t, email);
    const reused = await t.json<ErrorBody>("/two-factor/verify-totp", {
      body: { code },
      cookies: second.cookies,
    });
    expect(reused.status).toBe(401);
    expect(reused.data.code).toBe("INVALID_CODE");
    // An older step than the one used is refused too; two steps ahead is outside the window.
    for (const stale of [app.at(0), app.at(-1), app.at(2)]) {
      const refused = await t.json<ErrorBody>("/two-factor/verify-totp", {
        body: { code: stale },
        cookies: second.cookies,
      });
      expect(refused.status).toBe(401);
    }
  });

  it("refuses a replay of the pending cookie from another browser after success", async () => {
    const t = server();
    const { email, app } = await userWithTotp(t);
    const pending = await signInFresh(t, email);
    const stolen = pending.cookies.header();
    const ok = await t.json("/two-factor/verify-totp", {
      body: { code: app.next() },
      cookies: pending.cookies,
    });
    expect(ok.status).toBe(200);
    const replay = await t.request("/two-factor/verify-totp", {
      body: { code: app.at(1) },
      headers: { cookie: stolen ?? "" },
      cookies: null,
      skipAnswerCheck: true,
    });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as ErrorBody).code).toBe("INVALID_TWO_FACTOR_COOKIE");
    const noSession = await t.request("/get-session", {
      headers: { cookie: stolen ?? "" },
      cookies: null,
    });
    expect(await noSession.json()).toBeNull();
  });

  it("locks the second factor after repeated wrong codes and says when to retry", async () => {
    const t = server();
    const { email, app } = await userWithTotp(t);
    const pending = await signInFresh(t, email);
    const wrong = app.at(0) === "123456" ? "654321" : "123456";
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await t.json<ErrorBody>("/two-factor/verify-totp", {
        body: { code: wrong },
        cookies: pending.cookies,
      });
      expect(answer.status).toBe(401);
    }
    const locked = await t.json<ErrorBody>("/two-factor/verify-totp", {
      body: { code: app.next() },
      cookies: pending.cookies,
    });
    expect(locked.status).toBe(429);
    expect(locked.data.code).toBe("ACCOUNT_TEMPORARILY_LOCKED");
    expect(locked.data.retryAfter).toBeGreaterThan(800);
    expect(Number(locked.response.headers.get("retry-after"))).toBe(locked.data.retryAfter);
    // Another pending sign-in (another IP, another browser) is locked too: the budget is the user's.
    const other = await signInFresh(t, email);
    const alsoLocked = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
      body: { code: "aaaaa-bbbbb" },
      cookies: other.cookies,
    });
    expect(alsoLocked.status).toBe(429);
  });

  it("disables with the password; sign-in is one step again", async () => {
    const t = server();
    const { email, cookies } = await userWithTotp(t);
    const refused = await t.json<ErrorBody>("/two-factor/disable", {
      body: { password: "not the password" },
      cookies,
    });
    expect(refused.data.code).toBe("INVALID_PASSWORD");
    const disabled = await t.json("/two-factor/disable", { body: { password: PASSWORD }, cookies });
    expect(disabled.data).toEqual({ status: true });
    const after = await signInFresh(t, email);
    expect(after.data.twoFactorRedirect).toBeUndefined();
    expect(after.data.token).toEqual(expect.any(String));
  });

  it("gives the TOTP URI again with the password", async () => {
    const t = server();
    const { cookies, app } = await userWithTotp(t);
    const uri = await t.json<{ totpURI: string }>("/two-factor/get-totp-uri", {
      body: { password: PASSWORD },
      cookies,
    });
    expect(uri.status).toBe(200);
    expect(keyOf(uri.data.totpURI)).toEqual(app.key);
  });
});
