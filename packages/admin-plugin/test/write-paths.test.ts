import { apiKey } from "@tollgate/api-key-plugin";
import {
  createMemorySecondaryStorage,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { adminAc, defaultAc, userAc } from "../src/index";
import {
  ADMIN_EMAIL,
  adminServer,
  databaseOption,
  type ErrorBody,
  PASSWORD,
  type UserBody,
} from "./support/admin-server";

const USER_NOT_FOUND = { code: "USER_NOT_FOUND", message: "User not found" };
const MISSING_USER_ID = "no-such-user";

/**
 * The admin endpoints' writes skip the read of the target user where the write itself tells
 * whether the user exists (ban-user, remove-user), fold it into one read with what else they
 * need (set-user-password, list-user-api-keys, update-user), and impersonate-user checks the
 * ban on the row it read instead of the session hook reading it again: each answer and its
 * precedence stays what it was.
 */
describe.each(testDatabases())("the admin writes' paths on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  async function server(setup: Parameters<typeof adminServer>[0] = {}) {
    database = await target.open();
    return adminServer({ ...setup, database: databaseOption(database) });
  }

  it("ban-user, remove-user, set-user-password and list-user-api-keys answer 404 for a user that does not exist", async () => {
    const s = await server({ plugins: [apiKey()] });
    const calls = [
      ["/admin/ban-user", { userId: MISSING_USER_ID, banReason: "spam" }],
      ["/admin/remove-user", { userId: MISSING_USER_ID }],
      ["/admin/set-user-password", { userId: MISSING_USER_ID, newPassword: "long enough pass" }],
      ["/admin/list-user-api-keys", { userId: MISSING_USER_ID }],
    ] as const;
    for (const [path, body] of calls) {
      const answer = await s.post<ErrorBody>(path, body);
      expect([path, answer.status, answer.data]).toEqual([path, 404, USER_NOT_FOUND]);
    }
    // An admin's own id is refused as before, though no read of the target comes first.
    const self = await s.post<ErrorBody>("/admin/ban-user", { userId: s.admin.id });
    expect([self.status, self.data.code]).toEqual([400, "YOU_CANNOT_BAN_YOURSELF"]);
    const context = await s.t.auth.$context;
    expect((await context.internalAdapter.findUserById(s.admin.id))?.banned).toBe(false);
  });

  it("list-user-api-keys answers every key of the user, without the keys themselves", async () => {
    const s = await server({ plugins: [apiKey()] });
    const member = await s.user("member@example.com");
    const made: string[] = [];
    for (const name of ["first", "second"]) {
      const key = await s.t.json<{ id: string }>("/api-key/create", {
        body: { name },
        cookies: member.browser,
      });
      made.push(key.data.id);
    }
    const listed = await s.post<{ apiKeys: Record<string, unknown>[] }>(
      "/admin/list-user-api-keys",
      { userId: member.id },
    );
    expect(listed.status).toBe(200);
    const ids = listed.data.apiKeys.map((key) => key.id);
    expect(new Set(ids)).toEqual(new Set(made));
    for (const key of listed.data.apiKeys) expect(key).not.toHaveProperty("key");
    const none = await s.post<{ apiKeys: unknown[] }>("/admin/list-user-api-keys", {
      userId: s.admin.id,
    });
    expect(none.data.apiKeys).toEqual([]);
  });

  it("update-user: an email another user holds answers before 'User not found'; a user keeps their own", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const taken = await s.post<ErrorBody>("/admin/update-user", {
      userId: MISSING_USER_ID,
      data: { email: ADMIN_EMAIL },
    });
    expect([taken.status, taken.data.code]).toEqual([400, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);
    const missing = await s.post<ErrorBody>("/admin/update-user", {
      userId: MISSING_USER_ID,
      data: { email: "free@example.com" },
    });
    expect([missing.status, missing.data]).toEqual([404, USER_NOT_FOUND]);
    const own = await s.post<UserBody>("/admin/update-user", {
      userId: member.id,
      data: { email: "MEMBER@example.com", name: "Member" },
    });
    expect([own.status, own.data.email, own.data.name]).toEqual([
      200,
      "member@example.com",
      "Member",
    ]);
    const invalid = await s.post<ErrorBody>("/admin/update-user", {
      userId: member.id,
      data: { email: "not an email" },
    });
    expect([invalid.status, invalid.data.code]).toEqual([400, "INVALID_EMAIL"]);
  });

  it("impersonating a user whose ban has ended lifts the ban and signs the admin in as them", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const context = await s.t.auth.$context;
    await context.internalAdapter.updateUser(member.id, {
      banned: true,
      banReason: "spam",
      banExpires: new Date(Date.now() - 60_000),
    });
    const started = await s.post<{ user: UserBody }>("/admin/impersonate-user", {
      userId: member.id,
    });
    expect([started.status, started.data.user.id]).toEqual([200, member.id]);
    const lifted = await context.internalAdapter.findUserById(member.id);
    expect([lifted?.banned, lifted?.banReason, lifted?.banExpires]).toEqual([false, null, null]);
  });

  it("a user an admin creates banned is refused at sign-in; one who signs up gets their session", async () => {
    const s = await server();
    const made = await s.post<{ user: UserBody }>("/admin/create-user", {
      email: "made-banned@example.com",
      name: "Made banned",
      password: PASSWORD,
      data: { banned: true, banReason: "spam" },
    });
    expect([made.status, made.data.user.banned]).toEqual([200, true]);
    const refused = await s.t.json<ErrorBody>("/sign-in/email", {
      body: { email: "made-banned@example.com", password: PASSWORD },
      cookies: s.t.newBrowser(),
    });
    expect([refused.status, refused.data.code]).toEqual([403, "BANNED_USER"]);
    const member = await s.user("member@example.com");
    const read = await s.t.json<{ user: { id: string } }>("/get-session", {
      cookies: member.browser,
    });
    expect(read.data.user.id).toBe(member.id);
  });

  it("a user who signs up gets the configured defaultRole (the role field's default, no hook)", async () => {
    const support = defaultAc.newRole({ user: ["list", "get"] });
    const s = await server({
      options: { defaultRole: "support", roles: { admin: adminAc, user: userAc, support } },
    });
    const member = await s.user("member@example.com");
    const read = await s.t.json<UserBody>(`/admin/get-user?id=${member.id}`, {
      cookies: s.adminBrowser,
    });
    expect(read.data.role).toBe("support");
    const made = await s.post<{ user: UserBody }>("/admin/create-user", {
      email: "listed@example.com",
      name: "Listed",
      role: [],
    });
    expect(made.data.user.role).toBe("support");
  });

  it("with sessions in secondary storage, ban-user ends every session and remove-user removes the user", async () => {
    const s = await server({ secondaryStorage: createMemorySecondaryStorage() });
    const banned = await s.user("banned@example.com");
    const removed = await s.user("removed@example.com");
    for (const browser of [banned.browser, removed.browser])
      expect((await s.t.json("/get-session", { cookies: browser })).status).toBe(200);

    const ban = await s.post<{ user: UserBody }>("/admin/ban-user", { userId: banned.id });
    expect([ban.status, ban.data.user.banned]).toEqual([200, true]);
    expect((await s.t.json("/get-session", { cookies: banned.browser })).data).toBeNull();
    const listed = await s.post<{ sessions: unknown[] }>("/admin/list-user-sessions", {
      userId: banned.id,
    });
    expect(listed.data.sessions).toEqual([]);

    const removal = await s.post("/admin/remove-user", { userId: removed.id });
    expect([removal.status, removal.data]).toEqual([200, { success: true }]);
    expect((await s.t.json("/get-session", { cookies: removed.browser })).data).toBeNull();
    const again = await s.post<ErrorBody>("/admin/remove-user", { userId: removed.id });
    expect([again.status, again.data]).toEqual([404, USER_NOT_FOUND]);
  });
});
