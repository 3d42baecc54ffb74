import { apiKey } from "@tollgate/api-key-plugin";
import { CookieCarrier, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { adminServer, databaseOption, type ErrorBody, PASSWORD } from "./support/admin-server";

interface KeyBody {
  id: string;
  key: string;
  enabled: boolean;
  userId: string;
}
interface SessionAnswer {
  session: { userId: string; expiresAt: string; impersonatedBy?: string | null };
  user: { id: string; email: string };
}

/**
 * The admin plugin's rules through the API-key plugin's way in: a key is a session of its
 * owner (enableSessionForAPIKeys), so every rule of the session gate must hold for it.
 */
describe.each(testDatabases())("admin and API keys together on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function server(keyOptions: Parameters<typeof apiKey>[0] = {}) {
    database = await target.open();
    const s = await adminServer({
      database: databaseOption(database),
      plugins: [apiKey({ enableSessionForAPIKeys: true, ...keyOptions })],
    });
    /** A user with a key made from their signed-in browser. */
    async function userWithKey(email: string) {
      const user = await s.user(email);
      const made = await s.t.json<KeyBody>("/api-key/create", {
        body: { name: "script" },
        cookies: user.browser,
      });
      expect(made.status).toBe(200);
      return { ...user, key: made.data.key, keyId: made.data.id };
    }
    /** A request that carries only the key, as a script would. */
    const withKey = <T>(key: string, path: string, init: { body?: unknown } = {}) =>
      s.t.json<T>(path, {
        ...(init.body === undefined ? {} : { method: "POST", body: init.body }),
        headers: { "x-api-key": key },
        cookies: null,
      });
    return { ...s, userWithKey, withKey };
  }

  it("regression: a ban reaches the user's API keys (get-session, new keys, profile updates are refused)", async () => {
    const s = await server();
    const member = await s.userWithKey("banned-key@example.com");
    expect((await s.withKey<SessionAnswer>(member.key, "/get-session")).data.user.id).toBe(
      member.id,
    );

    expect(
      (await s.post("/admin/ban-user", { userId: member.id, banReason: "abuse" })).status,
    ).toBe(200);

    // ban-user disables the key: every request made with it is refused before any session.
    const session = await s.withKey<ErrorBody>(member.key, "/get-session");
    expect(session.status).toBe(401);
    expect(session.data.code).toBe("KEY_DISABLED");
    const update = await s.withKey<ErrorBody>(member.key, "/update-user", { body: { name: "x" } });
    expect(update.status).toBe(401);
    const created = await s.withKey<ErrorBody>(member.key, "/api-key/create", { body: {} });
    expect(created.status).toBe(401);
    // The ban disabled the key too, so a server verifying it is told it is off.
    const row = await (await s.t.auth.$context).adapter.findOne<{ enabled: boolean }>({
      model: "apikey",
      where: [{ field: "id", value: member.keyId }],
    });
    expect(row?.enabled).toBe(false);
  });

  it("regression: a ban made by writing the user row (not through ban-user) still refuses the key's session", async () => {
    const s = await server();
    const member = await s.userWithKey("row-ban@example.com");
    await (await s.t.auth.$context).internalAdapter.updateUser(member.id, { banned: true });
    const session = await s.withKey<ErrorBody>(member.key, "/get-session");
    expect(session.status).toBe(403);
    expect(session.data.code).toBe("BANNED_USER");
    const update = await s.withKey<ErrorBody>(member.key, "/update-user", { body: { name: "x" } });
    expect(update.data.code).toBe("BANNED_USER");
    const listed = await s.withKey<ErrorBody>(member.key, "/api-key/list");
    expect(listed.data.code).toBe("BANNED_USER");
  });

  it("a ban whose end has passed no longer refuses the key's session", async () => {
    const s = await server();
    const member = await s.userWithKey("ended-ban@example.com");
    await (await s.t.auth.$context).internalAdapter.updateUser(member.id, {
      banned: true,
      banExpires: new Date(Date.now() - 1000),
    });
    expect((await s.withKey(member.key, "/get-session")).status).toBe(200);
  });

  it("admins list and revoke another user's keys; members cannot", async () => {
    const s = await server();
    const member = await s.userWithKey("listed@example.com");
    const listed = await s.post<{ apiKeys: Record<string, unknown>[] }>(
      "/admin/list-user-api-keys",
      { userId: member.id },
    );
    expect(listed.status).toBe(200);
    expect(listed.data.apiKeys).toHaveLength(1);
    expect(listed.data.apiKeys[0]).toMatchObject({ id: member.keyId, userId: member.id });
    expect(listed.data.apiKeys[0]).not.toHaveProperty("key");

    const other = await s.user("other@example.com");
    const refused = await s.post("/admin/list-user-api-keys", { userId: member.id }, other.browser);
    expect(refused.status).toBe(403);

    const wrongOwner = await s.post<ErrorBody>("/admin/revoke-user-api-key", {
      userId: other.id,
      keyId: member.keyId,
    });
    expect(wrongOwner.status).toBe(404);
    expect(wrongOwner.data.code).toBe("KEY_NOT_FOUND");

    const revoked = await s.post("/admin/revoke-user-api-key", {
      userId: member.id,
      keyId: member.keyId,
    });
    expect(revoked.data).toEqual({ success: true });
    expect((await s.withKey(member.key, "/get-session")).status).toBe(401);
  });

  it("regression: a key's session cannot manage keys, administer, delete the user or change email and password", async () => {
    const s = await server();
    const member = await s.userWithKey("scoped@example.com");
    // The admin's own key: administration through it is refused too.
    const adminKey = await s.t.json<KeyBody>("/api-key/create", {
      body: {},
      cookies: s.adminBrowser,
    });
    const refusedByKey: [string, string, unknown][] = [
      [member.key, "/api-key/create", {}],
      [member.key, "/api-key/update", { keyId: member.keyId, name: "renamed" }],
      [member.key, "/api-key/delete", { keyId: member.keyId }],
      [member.key, "/change-password", { currentPassword: PASSWORD, newPassword: "x".repeat(12) }],
      [member.key, "/change-email", { newEmail: "taken-over@example.com" }],
      [member.key, "/delete-user", { password: PASSWORD }],
      [member.key, "/unlink-account", { providerId: "credential" }],
      [adminKey.data.key, "/admin/ban-user", { userId: member.id }],
      [adminKey.data.key, "/admin/impersonate-user", { userId: member.id }],
      [adminKey.data.key, "/admin/list-user-api-keys", { userId: member.id }],
      [adminKey.data.key, "/admin/list-users", undefined],
    ];
    for (const [key, path, body] of refusedByKey) {
      const answer = await s.withKey<ErrorBody>(key, path, { body });
      expect({ path, status: answer.status, code: answer.data.code }).toEqual({
        path,
        status: 403,
        code: "CREDENTIAL_SESSION_NOT_ALLOWED",
      });
    }
    // Nothing changed: the key still has its name, the user their email.
    const session = await s.withKey<SessionAnswer>(member.key, "/get-session");
    expect(session.data.user.email).toBe("scoped@example.com");
    // Reads and ordinary profile updates stay open to scripts.
    expect((await s.withKey(member.key, "/update-user", { body: { name: "Bot" } })).status).toBe(
      200,
    );
    expect((await s.withKey(member.key, "/api-key/list")).status).toBe(200);
  });

  it("an app can let key sessions call chosen interactive endpoints, held to the key's permissions", async () => {
    const s = await server({ keySessionAllowedPaths: ["/admin/list-users", "/admin/ban-user"] });
    const member = await s.user("target@example.com");
    const made = (await s.t.json<KeyBody>("/api-key/create", { body: {}, cookies: s.adminBrowser }))
      .data;
    // Permissions are set from the server only (auth.api); here, on the stored row.
    await (await s.t.auth.$context).internalAdapter.updateRecord(
      "apikey",
      [{ field: "id", value: made.id }],
      { permissions: { user: ["list"] } },
    );
    const listed = await s.withKey(made.key, "/admin/list-users");
    expect(listed.status).toBe(200);
    // The admin's role may ban, the key's scope may not.
    const banned = await s.withKey<ErrorBody>(made.key, "/admin/ban-user", {
      body: { userId: member.id },
    });
    expect(banned.status).toBe(403);
    expect(banned.data.code).toBe("CREDENTIAL_PERMISSION_MISSING");
    const other = await s.withKey<ErrorBody>(made.key, "/admin/remove-user", {
      body: { userId: member.id },
    });
    expect(other.data.code).toBe("CREDENTIAL_SESSION_NOT_ALLOWED");
  });

  it("a key's session is never fresh: revoking other sessions needs a signed-in person", async () => {
    const s = await server();
    const member = await s.userWithKey("fresh@example.com");
    const answer = await s.withKey<ErrorBody>(member.key, "/revoke-other-sessions", { body: {} });
    expect(answer.status).toBe(403);
    expect(answer.data.code).toBe("SESSION_NOT_FRESH");
  });
});

describe.each(testDatabases())("impersonation sessions on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("regression: a get-session carrying only the session cookie does not stretch an impersonation past its hour", async () => {
    database = await target.open();
    const s = await adminServer({ database: databaseOption(database) });
    const member = await s.user("impersonated@example.com");
    const started = await s.post<SessionAnswer>("/admin/impersonate-user", { userId: member.id });
    const ends = new Date(started.data.session.expiresAt).getTime();
    expect(ends).toBeLessThanOrEqual(Date.now() + 3_600_000);

    const onlyToken = new CookieCarrier();
    onlyToken.set("tollgate.session_token", s.adminBrowser.get("tollgate.session_token") ?? "");
    const read = await s.t.json<SessionAnswer>("/get-session", { cookies: onlyToken });
    expect(read.data.session.impersonatedBy).toBe(s.admin.id);
    expect(new Date(read.data.session.expiresAt).getTime()).toBe(ends);
    const again = await s.t.json<SessionAnswer>("/get-session", { cookies: onlyToken });
    expect(new Date(again.data.session.expiresAt).getTime()).toBe(ends);
  });
});
