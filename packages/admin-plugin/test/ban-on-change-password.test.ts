import type { AuthOptions, Row } from "@tollgate/auth-server";
import { createTestAuth, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { admin } from "../src/index";
import { databaseOption, PASSWORD } from "./support/admin-server";

const NEW_PASSWORD = "tr0ub4dor & 3 more";

// change-password with revokeOtherSessions writes the password, ends the user's sessions and
// starts a new one: in one batch when the session can be judged on the user as read (the admin
// plugin's ban), after the writes when the app has a session hook of its own. Both answer alike.
describe.each(testDatabases())("the ban on change-password's new session on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function server(databaseHooks: AuthOptions["databaseHooks"] = {}) {
    database = await target.open();
    return createTestAuth({
      plugins: [admin()],
      database: databaseOption(database),
      databaseHooks,
      emailAndPassword: { enabled: true },
    });
  }

  /** An app's hook before the account's update bans the user: a ban made meanwhile. */
  const banningAccountHook = {
    update: {
      async before(
        _data: unknown,
        _ctx: unknown,
        write: { adapter: { update(args: object): Promise<unknown> } },
      ) {
        await write.adapter.update({
          model: "user",
          where: [{ field: "email", operator: "ends_with", value: "@banned.example.com" }],
          update: { banned: true, banReason: "spam", updatedAt: new Date(Date.now() + 1000) },
        });
      },
    },
  };

  const ways = {
    "in one batch": { account: banningAccountHook },
    "after the writes (an app's session hook)": {
      account: banningAccountHook,
      session: { create: { before: async () => undefined } },
    },
  } satisfies Record<string, AuthOptions["databaseHooks"]>;

  type Ban = "none" | "before" | "meanwhile";

  async function changeAs(hooks: AuthOptions["databaseHooks"], ban: Ban) {
    const t = await server(hooks);
    const domain = ban === "meanwhile" ? "banned.example.com" : "example.com";
    const email = `pw-${crypto.randomUUID()}@${domain}`;
    const signUp = await t.signUp({ email, password: PASSWORD });
    await t.signIn({ email, password: PASSWORD });
    const { adapter } = await t.auth.$context;
    const userId = [{ field: "userId", value: signUp.user.id }];
    const passwordOf = async () =>
      (await adapter.findOne<Row>({ model: "account", where: userId }))?.password;
    const before = await passwordOf();
    if (ban === "before")
      await adapter.update({
        model: "user",
        where: [{ field: "id", value: signUp.user.id }],
        update: { banned: true, banReason: "spam" },
      });
    const answer = await t.json<{ token: string | null; code?: string }>("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      cookies: signUp.cookies,
    });
    const sessions = await adapter.findMany<Row>({ model: "session", where: userId });
    const cookie = signUp.cookies.get("tollgate.session_token")?.split(".")[0];
    return {
      status: answer.status,
      code: answer.data.code,
      token: typeof answer.data.token,
      passwordChanged: (await passwordOf()) !== before,
      sessions: sessions.length,
      cookieIsNewSession: sessions.length === 1 && cookie === sessions[0]?.token,
    };
  }

  for (const [way, hooks] of Object.entries(ways)) {
    it(`a user banned before is refused at the session ${way}: nothing changed`, async () => {
      expect(await changeAs(hooks, "before")).toEqual({
        status: 403,
        code: "BANNED_USER",
        token: "undefined",
        passwordChanged: false,
        sessions: 2,
        cookieIsNewSession: false,
      });
    });

    it(`a user banned meanwhile is refused the new session ${way}: the password changed, every session ended`, async () => {
      expect(await changeAs(hooks, "meanwhile")).toEqual({
        status: 403,
        code: "BANNED_USER",
        token: "undefined",
        passwordChanged: true,
        sessions: 0,
        cookieIsNewSession: false,
      });
    });

    it(`an unbanned user gets the one new session ${way}`, async () => {
      expect(await changeAs(hooks, "none")).toEqual({
        status: 200,
        code: undefined,
        token: "string",
        passwordChanged: true,
        sessions: 1,
        cookieIsNewSession: true,
      });
    });
  }
});
