import type { AuthPlugin, SecurityEvent } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  authenticator,
  type ErrorBody,
  keyOf,
  newUser,
  PASSWORD,
  serverOn,
  serverWithTwoFactor,
  sessionCount,
  signInFresh,
  userWithTotp,
} from "./support/two-factor-server";

describe.each(testDatabases())("concurrent second factors on $name", (target) => {
  const server = serverOn(target);

  it("spends one code once when two requests bring it at the same time", async () => {
    const t = server();
    const { user, email, app } = await userWithTotp(t);
    const before = await sessionCount(t, user.id);
    const a = await signInFresh(t, email);
    const b = await signInFresh(t, email);
    const code = app.next();
    const answers = await Promise.all(
      [a, b].map((pending) =>
        t.json("/two-factor/verify-totp", { body: { code }, cookies: pending.cookies }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await sessionCount(t, user.id)).toBe(before + 1);
  });

  it("spends the first code after enable once, and turns two-factor on, when two requests bring it at once", async () => {
    // The code is spent and two-factor turned on in one write, made after locking the row.
    const t = server();
    const { user, cookies } = await newUser(t);
    const enabled = await t.json<{ totpURI: string }>("/two-factor/enable", {
      body: { password: PASSWORD },
      cookies,
    });
    const code = authenticator(keyOf(enabled.data.totpURI)).next();
    const answers = await Promise.all(
      [1, 2].map(() => t.json("/two-factor/verify-totp", { body: { code }, cookies })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const { internalAdapter } = await t.auth.$context;
    expect((await internalAdapter.findUserById(user.id))?.twoFactorEnabled).toBe(true);
    const session = await t.json<{ user: { twoFactorEnabled: boolean } }>("/get-session", {
      cookies,
    });
    expect(session.data.user.twoFactorEnabled).toBe(true);
  });

  it("makes one session of one pending sign-in, however many finish it at once", async () => {
    const t = server();
    const { user, email, backupCodes } = await userWithTotp(t);
    const before = await sessionCount(t, user.id);
    const pending = await signInFresh(t, email);
    const cookie = pending.cookies.header() ?? "";
    const answers = await Promise.all(
      backupCodes.slice(0, 3).map((code) =>
        t.request("/two-factor/verify-backup-code", {
          body: { code },
          headers: { cookie },
          cookies: null,
          skipAnswerCheck: true,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await sessionCount(t, user.id)).toBe(before + 1);
  });

  it("keeps one two-factor row per user when two enables start at once", async () => {
    const t = server();
    const { user, cookies } = await newUser(t);
    const answers = await Promise.all(
      [1, 2].map(() => t.json("/two-factor/enable", { body: { password: PASSWORD }, cookies })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { adapter } = await t.auth.$context;
    const rows = await adapter.findMany({
      model: "twoFactor",
      where: [{ field: "userId", value: user.id }],
    });
    expect(rows).toHaveLength(1);
  });
});

describe("limits per IP and security events", () => {
  it("limits code guesses per IP", async () => {
    const t = await serverWithTwoFactor({ rateLimit: { window: 60, max: 3 } }, undefined, {
      rateLimit: { enabled: true },
    });
    const { email } = await userWithTotp(t);
    const pending = await signInFresh(t, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
        body: { code: "guess-guess" },
        cookies: pending.cookies,
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("tells an audit log what happened, never the codes", async () => {
    const events: SecurityEvent[] = [];
    const recorder = {
      id: "recorder",
      securityEvents: (event: SecurityEvent) => void events.push(event),
    } satisfies AuthPlugin;
    const t = await serverWithTwoFactor({}, undefined, { plugins: [recorder] });
    const { user, email, app } = await userWithTotp(t);
    const pending = await signInFresh(t, email);
    await t.json("/two-factor/verify-totp", { body: { code: "000000" }, cookies: pending.cookies });
    await t.json("/two-factor/verify-totp", {
      body: { code: app.next() },
      cookies: pending.cookies,
    });
    const mine = events
      .filter((event) => event.subject === user.id)
      .map((event) => [event.type, event.outcome, event.reason]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ["two-factor.enabled", "success", null],
        ["sign-in", "failure", "second-factor-required"],
        ["two-factor.verify", "failure", "second-factor-failed"],
        ["sign-in", "success", null],
      ]),
    );
    expect(JSON.stringify(events)).not.toContain(app.at(0));
  });
});
