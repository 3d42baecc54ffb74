import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { adminAc, defaultAc, userAc } from "../src/index";
import {
  adminServer,
  databaseOption,
  type ErrorBody,
  PASSWORD,
  type UserBody,
} from "./support/admin-server";

// Several sign-ups and password changes (scrypt) in one test: on a 2-core machine running the
// whole suite they can take longer than vitest's 5 s default.
const HASHING_TIMEOUT_MS = 20_000;

/** A custom role: may list and read users, nothing else. */
const support = defaultAc.newRole({ user: ["list", "get"] });

const NOT_AUTHENTICATED = { code: "NOT_AUTHENTICATED", message: "Not authenticated" };
const refusedOn = (resource: string) => ({
  code: "UNAUTHORIZED_TO_ACCESS_RESOURCE",
  message: `unauthorized to access resource "${resource}"`,
});

describe.each(testDatabases())("the admin endpoints on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  async function server(setup: Parameters<typeof adminServer>[0] = {}) {
    database = await target.open();
    return adminServer({ ...setup, database: databaseOption(database) });
  }

  /** Every admin endpoint with a body that would succeed for an admin. */
  function everyEndpoint(userId: string) {
    return [
      [
        "/admin/create-user",
        { email: "made@example.com", name: "Made", password: PASSWORD },
        "user",
      ],
      ["/admin/update-user", { userId, data: { name: "Renamed" } }, "user"],
      ["/admin/set-role", { userId, role: "admin" }, "user"],
      ["/admin/ban-user", { userId }, "user"],
      ["/admin/unban-user", { userId }, "user"],
      ["/admin/list-user-sessions", { userId }, "session"],
      ["/admin/revoke-user-session", { sessionToken: "none" }, "session"],
      ["/admin/revoke-user-sessions", { userId }, "session"],
      ["/admin/remove-user", { userId }, "user"],
      ["/admin/set-user-password", { userId, newPassword: "another password" }, "user"],
      ["/admin/impersonate-user", { userId }, "user"],
    ] as const;
  }

  it("refuses every endpoint without a session (401) and to a plain user (403, the spec's text)", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    for (const [path, body, resource] of everyEndpoint(member.id)) {
      const anonymous = await s.post<ErrorBody>(path, body, s.t.newBrowser());
      expect([path, anonymous.status, anonymous.data]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const plain = await s.post<ErrorBody>(path, body, member.browser);
      expect([path, plain.status, plain.data]).toEqual([path, 403, refusedOn(resource)]);
    }
    for (const path of ["/admin/list-users", "/admin/get-user"]) {
      const query = { id: member.id };
      const anonymous = await s.t.json<ErrorBody>(path, { query, cookies: s.t.newBrowser() });
      expect([path, anonymous.status]).toEqual([path, 401]);
      const plain = await s.t.json<ErrorBody>(path, { query, cookies: member.browser });
      expect([path, plain.status, plain.data]).toEqual([path, 403, refusedOn("user")]);
    }
  });

  it("create-user makes a user with a password and a role; the email is unique", async () => {
    const s = await server();
    const made = await s.post<{ user: UserBody }>("/admin/create-user", {
      email: "New.Person@Example.com",
      name: "New",
      password: PASSWORD,
      role: ["user", "admin"],
    });
    expect(made.status).toBe(200);
    expect(made.data.user).toMatchObject({ email: "new.person@example.com", role: "user,admin" });
    const signIn = await s.t.signIn({ email: "new.person@example.com", password: PASSWORD });
    expect(signIn.response.status).toBe(200);

    const again = await s.post<ErrorBody>("/admin/create-user", {
      email: "new.person@example.com",
      name: "Again",
    });
    expect(again.status).toBe(400);
    expect(again.data.code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
    const short = await s.post<ErrorBody>("/admin/create-user", {
      email: "short@example.com",
      name: "Short",
      password: "short",
    });
    expect([short.status, short.data.code]).toEqual([400, "PASSWORD_TOO_SHORT"]);
  });

  it("create-user gives the default role; with custom roles, a role they lack is refused", async () => {
    const s = await server({ options: { roles: { admin: adminAc, user: userAc, support } } });
    const made = await s.post<{ user: UserBody }>("/admin/create-user", {
      email: "plain@example.com",
      name: "Plain",
    });
    expect(made.data.user.role).toBe("user");
    const known = await s.post<{ user: UserBody }>("/admin/set-role", {
      userId: made.data.user.id,
      role: ["support", "user"],
    });
    expect(known.data.user.role).toBe("support,user");
    const unknown = await s.post<ErrorBody>("/admin/set-role", {
      userId: made.data.user.id,
      role: "owner",
    });
    expect([unknown.status, unknown.data]).toEqual([
      400,
      {
        code: "YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE",
        message: "You are not allowed to set a non-existent role value",
      },
    ]);
  });

  it("a custom role allows exactly its actions", async () => {
    const s = await server({ options: { roles: { admin: adminAc, user: userAc, support } } });
    const helper = await s.user("helper@example.com");
    await s.post("/admin/set-role", { userId: helper.id, role: "support" });
    const list = await s.t.json("/admin/list-users", { cookies: helper.browser });
    expect(list.status).toBe(200);
    const ban = await s.post<ErrorBody>("/admin/ban-user", { userId: s.admin.id }, helper.browser);
    expect([ban.status, ban.data]).toEqual([403, refusedOn("user")]);
  });

  it("get-user and update-user read and change a user; the password and id are refused", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const got = await s.t.json<UserBody>("/admin/get-user", {
      query: { id: member.id },
      cookies: s.adminBrowser,
    });
    expect([got.status, got.data.email]).toEqual([200, "member@example.com"]);
    const missing = await s.t.json<ErrorBody>("/admin/get-user", {
      query: { id: "nobody" },
      cookies: s.adminBrowser,
    });
    expect([missing.status, missing.data.code]).toEqual([404, "USER_NOT_FOUND"]);

    const updated = await s.post<UserBody>("/admin/update-user", {
      userId: member.id,
      data: { name: "Renamed", role: "admin" },
    });
    expect(updated.data).toMatchObject({ name: "Renamed", role: "admin" });
    for (const [data, code] of [
      [{}, "NO_DATA_TO_UPDATE"],
      [{ password: "x" }, "PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER"],
      [{ id: "other" }, "USER_ID_CANNOT_BE_UPDATED"],
    ] as const) {
      const refused = await s.post<ErrorBody>("/admin/update-user", { userId: member.id, data });
      expect([refused.status, refused.data.code]).toEqual([400, code]);
    }
  });

  it("a user cannot give themselves a role through the core's /update-user", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    await s.t.json("/update-user", { body: { role: "admin" }, cookies: member.browser });
    const got = await s.t.json<UserBody>("/admin/get-user", {
      query: { id: member.id },
      cookies: s.adminBrowser,
    });
    expect(got.data.role).toBe("user");
  });

  it("set-role makes a user an admin, who can then list users", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const set = await s.post<{ user: UserBody }>("/admin/set-role", {
      userId: member.id,
      role: "admin",
    });
    expect([set.status, set.data.user.role]).toEqual([200, "admin"]);
    const list = await s.t.json("/admin/list-users", { cookies: member.browser });
    expect(list.status).toBe(200);
  });

  it("sessions: list-user-sessions, revoke-user-session, revoke-user-sessions", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    await s.t.signIn({ email: "member@example.com", password: PASSWORD });
    const listed = await s.post<{ sessions: { token: string; userId: string }[] }>(
      "/admin/list-user-sessions",
      { userId: member.id },
    );
    expect(listed.data.sessions).toHaveLength(2);
    const [first] = listed.data.sessions;
    const revoked = await s.post("/admin/revoke-user-session", { sessionToken: first?.token });
    expect(revoked.data).toEqual({ success: true });
    const after = await s.post<{ sessions: unknown[] }>("/admin/list-user-sessions", {
      userId: member.id,
    });
    expect(after.data.sessions).toHaveLength(1);
    expect((await s.post("/admin/revoke-user-sessions", { userId: member.id })).data).toEqual({
      success: true,
    });
    const none = await s.post<{ sessions: unknown[] }>("/admin/list-user-sessions", {
      userId: member.id,
    });
    expect(none.data.sessions).toEqual([]);
    const session = await s.t.json("/get-session", { cookies: member.browser });
    expect(session.data).toBeNull();
  });

  it("remove-user deletes the user and their sessions, never the admin themselves", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    expect((await s.post("/admin/remove-user", { userId: member.id })).data).toEqual({
      success: true,
    });
    expect((await s.t.json("/get-session", { cookies: member.browser })).data).toBeNull();
    const gone = await s.post<ErrorBody>("/admin/remove-user", { userId: member.id });
    expect([gone.status, gone.data.code]).toEqual([404, "USER_NOT_FOUND"]);
    const self = await s.post<ErrorBody>("/admin/remove-user", { userId: s.admin.id });
    expect([self.status, self.data.code]).toEqual([400, "YOU_CANNOT_REMOVE_YOURSELF"]);
  });

  it(
    "set-user-password sets a new password, also for a user created without one",
    async () => {
      const s = await server();
      const member = await s.user("member@example.com");
      expect(
        (
          await s.post("/admin/set-user-password", {
            userId: member.id,
            newPassword: "brand new pass",
          })
        ).data,
      ).toEqual({ status: true });
      const old = await s.t.signIn({ email: "member@example.com", password: PASSWORD });
      expect(old.response.status).toBe(401);
      const fresh = await s.t.signIn({ email: "member@example.com", password: "brand new pass" });
      expect(fresh.response.status).toBe(200);

      const made = await s.post<{ user: UserBody }>("/admin/create-user", {
        email: "nopass@example.com",
        name: "No password",
      });
      await s.post("/admin/set-user-password", {
        userId: made.data.user.id,
        newPassword: "first password",
      });
      const first = await s.t.signIn({ email: "nopass@example.com", password: "first password" });
      expect(first.response.status).toBe(200);
      const tooShort = await s.post<ErrorBody>("/admin/set-user-password", {
        userId: member.id,
        newPassword: "short",
      });
      expect([tooShort.status, tooShort.data.code]).toEqual([400, "PASSWORD_TOO_SHORT"]);
    },
    HASHING_TIMEOUT_MS,
  );

  it("has-permission answers for the caller over HTTP, for a user or a role in server calls", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const permissions = { user: ["ban"] };
    expect((await s.post("/admin/has-permission", { permissions })).data).toEqual({
      error: null,
      success: true,
    });
    expect((await s.post("/admin/has-permission", { permissions }, member.browser)).data).toEqual({
      error: null,
      success: false,
    });
    const byUser = await s.t.auth.api.userHasPermission({
      body: { userId: s.admin.id, permissions },
    });
    expect(byUser.success).toBe(true);
    const byRole = await s.t.auth.api.userHasPermission({ body: { role: "user", permissions } });
    expect(byRole.success).toBe(false);
  });

  it(
    "adminUserIds are allowed everything whatever their role",
    async () => {
      database = await target.open();
      const first = await adminServer({ database: databaseOption(database) });
      const chosen = await first.user("chosen@example.com");
      // A second server on the same database, configured with the chosen user's id.
      const s = await adminServer({
        database: databaseOption(database),
        adminEmail: "second-admin@example.com",
        options: { adminUserIds: [chosen.id] },
      });
      const list = await s.t.json("/admin/list-users", { cookies: chosen.browser });
      expect(list.status).toBe(200);
      const other = await s.user("other@example.com");
      const ban = await s.post("/admin/ban-user", { userId: other.id }, chosen.browser);
      expect(ban.status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );
});
