import { admin } from "@tollgate/admin-plugin";
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
  signInFresh,
  userWithTotp,
} from "./support/two-factor-server";

describe.each(testDatabases())("admins and two-factor on $name", (target) => {
  const server = serverOn(target, {}, { plugins: [admin()] });

  async function anAdmin() {
    const t = server();
    const made = await newUser(t);
    const { internalAdapter } = await t.auth.$context;
    await internalAdapter.updateUser(made.user.id, { role: "admin" });
    return made;
  }

  it("lists whether each user has two-factor on", async () => {
    const t = server();
    const boss = await anAdmin();
    const { user } = await userWithTotp(t);
    const plain = await newUser(t);
    const listed = await t.json<{ users: { id: string; twoFactorEnabled: boolean }[] }>(
      "/admin/list-users",
      { query: { limit: "1000" }, cookies: boss.cookies },
    );
    const byId = new Map(listed.data.users.map((row) => [row.id, row.twoFactorEnabled]));
    expect(byId.get(user.id)).toBe(true);
    expect(byId.get(plain.user.id)).toBe(false);
  });

  it("resets a user's two-factor; only an admin may", async () => {
    const t = server();
    const boss = await anAdmin();
    const { user, email, cookies } = await userWithTotp(t);
    const refused = await t.json<ErrorBody>("/admin/reset-two-factor", {
      body: { userId: user.id },
      cookies,
    });
    expect(refused.status).toBe(403);
    const reset = await t.json("/admin/reset-two-factor", {
      body: { userId: user.id },
      cookies: boss.cookies,
    });
    expect(reset.data).toEqual({ status: true });
    const signedIn = await signInFresh(t, email);
    expect(signedIn.data.twoFactorRedirect).toBeUndefined();
    expect(signedIn.data.token).toEqual(expect.any(String));
    const unknown = await t.json<ErrorBody>("/admin/reset-two-factor", {
      body: { userId: "no-such-user" },
      cookies: boss.cookies,
    });
    expect(unknown.status).toBe(404);
  });

  it("lets an admin impersonate a user with two-factor on", async () => {
    const t = server();
    const boss = await anAdmin();
    const { user } = await userWithTotp(t);
    const impersonated = await t.json<{ user: { id: string } }>("/admin/impersonate-user", {
      body: { userId: user.id },
      cookies: boss.cookies,
    });
    expect(impersonated.status).toBe(200);
    expect(impersonated.data.user.id).toBe(user.id);
  });
});

describe("secret rotation", () => {
  const OLD = "an-old-server-secret-of-at-least-32-characters";
  const NEW = "the-new-server-secret-of-at-least-32-characters!";

  it("keeps secrets sealed under the previous server secret readable, and reseals them", async () => {
    const before = await serverWithTwoFactor({}, undefined, { secret: OLD });
    const { user, email, app } = await userWithTotp(before);
    const { db } = await before.auth.$context;

    // The same database, the server restarted with a new secret (version 2).
    const after = await serverWithTwoFactor(
      { secretVersion: 2, previousSecrets: { 1: OLD } },
      undefined,
      { secret: NEW, database: { db, type: "sqlite" } },
    );
    const pending = await signInFresh(after, email);
    expect(pending.data.twoFactorRedirect).toBe(true);
    const ok = await after.json("/two-factor/verify-totp", {
      body: { code: app.next() },
      cookies: pending.cookies,
    });
    expect(ok.status).toBe(200);
    const { adapter } = await after.auth.$context;
    const row = await adapter.findOne<{ secret: string }>({
      model: "twoFactor",
      where: [{ field: "userId", value: user.id }],
    });
    expect(row?.secret).toMatch(/^2\$/);

    // Without the old secret configured, the stored secret does not open: a clear 500.
    const forgetful = await serverWithTwoFactor({ secretVersion: 3 }, undefined, {
      secret: `${NEW}-3`,
      database: { db, type: "sqlite" },
    });
    const stuck = await signInFresh(forgetful, email);
    const unreadable = await forgetful.json<ErrorBody>("/two-factor/verify-totp", {
      body: { code: app.at(1) },
      cookies: stuck.cookies,
    });
    expect(unreadable.status).toBe(500);
    expect(unreadable.data.code).toBe("TWO_FACTOR_SECRET_UNREADABLE");
  });

  it("gives a new authenticator key after disabling", async () => {
    const t = await serverWithTwoFactor();
    const { cookies, app } = await userWithTotp(t);
    await t.json("/two-factor/disable", { body: { password: PASSWORD }, cookies });
    const again = await t.json<{ totpURI: string }>("/two-factor/enable", {
      body: { password: PASSWORD },
      cookies,
    });
    expect(authenticator(keyOf(again.data.totpURI)).key).not.toEqual(app.key);
  });
});
