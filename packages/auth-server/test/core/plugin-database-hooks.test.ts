import {
  type AuthOptions,
  type AuthPlugin,
  catalogueError,
  createAuthEndpoint,
  type DatabaseHooks,
  type DatabaseWrite,
  defineErrorCodes,
  type HookContext,
  type Row,
  requireSession,
} from "@tollgate/auth-server";
import { createMemorySecondaryStorage } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

/** A plugin with a table of its own, written only through the internal adapter's hooked writes. */
const notesPlugin = {
  id: "notes",
  schema: {
    note: {
      fields: {
        text: { type: "string" },
        userId: { type: "string", references: { model: "user", field: "id", onDelete: "cascade" } },
      },
    },
  },
  endpoints: {
    addNotes: createAuthEndpoint(
      "/notes/add",
      { method: "POST", body: z.object({ texts: z.array(z.string()) }) },
      async (ctx) => {
        const { user } = await requireSession(ctx);
        const notes = await ctx.context.internalAdapter.transaction(async (trx) => {
          const created: Row[] = [];
          for (const text of ctx.body.texts) {
            created.push(await trx.createRecord("note", { text, userId: user.id }));
          }
          return created;
        });
        return { notes };
      },
    ),
    renameNote: createAuthEndpoint(
      "/notes/rename",
      { method: "POST", body: z.object({ id: z.string(), text: z.string() }) },
      async (ctx) => {
        await requireSession(ctx);
        const { id, text } = ctx.body;
        const note = await ctx.context.internalAdapter.updateRecord(
          "note",
          [{ field: "id", value: id }],
          { text },
        );
        return { note };
      },
    ),
    clearNotes: createAuthEndpoint("/notes/clear", { method: "POST" }, async (ctx) => {
      const { user } = await requireSession(ctx);
      const where = [{ field: "userId", value: user.id }];
      return { deleted: await ctx.context.internalAdapter.deleteRecords("note", where) };
    }),
  },
} satisfies AuthPlugin;

interface AuditEntry {
  event: string;
  text: unknown;
  path: string | null;
  userId: string | null;
  userAgent: string | null;
}

/** Another plugin that takes part in the notes plugin's writes through databaseHooks only. */
function auditPlugin(log: AuditEntry[]) {
  const record = (event: string) => (row: Row, ctx: HookContext | null) =>
    void log.push({
      event,
      text: row.text,
      path: ctx?.path ?? null,
      userId: ctx?.context.currentSession?.user.id ?? null,
      userAgent: ctx?.getHeader("user-agent") ?? null,
    });
  return {
    id: "audit",
    databaseHooks: {
      note: {
        create: { before: record("create.before"), after: record("create.after") },
        update: { after: record("update.after") },
        delete: { after: record("delete.after") },
      },
    },
  } satisfies AuthPlugin;
}

const BAN_ERROR_CODES = defineErrorCodes({
  YOU_ARE_BANNED: "You have been banned from this application",
});

/** An admin-style ban check in every sign-in: a session.create.before hook that vetoes. */
const banPlugin = {
  id: "ban",
  schema: {
    user: { fields: { banned: { type: "boolean", required: false, input: false } } },
  },
  databaseHooks: {
    session: {
      create: {
        async before(session, _ctx, write: DatabaseWrite) {
          const user = await write.adapter.findOne({
            model: "user",
            where: [{ field: "id", value: session.userId }],
          });
          if (user?.banned === true) {
            throw catalogueError(BAN_ERROR_CODES, "FORBIDDEN", "YOU_ARE_BANNED");
          }
        },
      },
    },
  },
  errorCodes: BAN_ERROR_CODES,
} satisfies AuthPlugin;

/** A plugin whose user.create hooks leave a mark on the name and in `order`. */
function markingPlugin(id: string, order: string[], veto?: string): AuthPlugin {
  return { id, databaseHooks: markingHooks(id, order, veto) };
}

function markingHooks(mark: string, order: string[], veto?: string): DatabaseHooks {
  return {
    user: {
      create: {
        before(user) {
          order.push(`before ${mark}`);
          if (veto !== undefined && user.name.includes(veto)) return false;
          return { data: { name: `${user.name}+${mark}` } };
        },
        after: () => void order.push(`after ${mark}`),
      },
    },
  };
}

/** Hashing is not what these tests are about: a stand-in keeps them quick on a busy machine. */
const quickPasswords = {
  hash: async (password: string) => `plain:${password}`,
  verify: async (input: { hash: string; password: string }) =>
    input.hash === `plain:${input.password}`,
};

describe.each(endpointDatabases)("plugins' database hooks on $name", (target) => {
  const factory = authFactory(target);
  const makeAuth = <const O extends Partial<AuthOptions>>(options: O) =>
    factory({
      ...options,
      emailAndPassword: { enabled: true, ...options.emailAndPassword, password: quickPasswords },
    });

  it("a plugin's hooks on another plugin's table run on its hooked writes with the endpoint call as ctx, inside a transaction and after its commit", async () => {
    const log: AuditEntry[] = [];
    const t = await makeAuth({ plugins: [notesPlugin, auditPlugin(log)] });
    const { user, cookies } = await t.signUp({ email: "notes@example.com" });
    const headers = { "user-agent": "notes-test" };

    const added = await t.json<{ notes: { id: string; text: string }[] }>("/notes/add", {
      body: { texts: ["first", "second"] },
      headers,
      cookies,
    });
    expect(added.status).toBe(200);
    const call = { path: "/notes/add", userId: user.id, userAgent: "notes-test" };
    // Before hooks inside the transaction, after hooks once it has committed.
    expect(log).toEqual([
      { event: "create.before", text: "first", ...call },
      { event: "create.before", text: "second", ...call },
      { event: "create.after", text: "first", ...call },
      { event: "create.after", text: "second", ...call },
    ]);

    log.length = 0;
    const [first] = added.data.notes;
    await t.json("/notes/rename", { body: { id: first?.id, text: "renamed" }, headers, cookies });
    const cleared = await t.json<{ deleted: number }>("/notes/clear", {
      body: {},
      headers,
      cookies,
    });
    expect(cleared.data.deleted).toBe(2);
    const on = (path: string) => ({ path, userId: user.id, userAgent: "notes-test" });
    expect(log.slice(0, 1)).toEqual([
      { event: "update.after", text: "renamed", ...on("/notes/rename") },
    ]);
    expect(
      log
        .slice(1)
        .map((entry) => entry.text)
        .sort(),
    ).toEqual(["renamed", "second"]);
    for (const entry of log.slice(1)) {
      expect(entry).toMatchObject({ event: "delete.after", ...on("/notes/clear") });
    }
  });

  it("hooks get null as ctx for writes made outside a request", async () => {
    const log: AuditEntry[] = [];
    const t = await makeAuth({ plugins: [notesPlugin, auditPlugin(log)] });
    const { user } = await t.signUp({ email: "script@example.com" });
    const context = await t.auth.$context;
    await context.internalAdapter.createRecord("note", { text: "from a script", userId: user.id });
    expect(log.map((entry) => entry.path)).toEqual([null, null]);
    expect(log.map((entry) => entry.userId)).toEqual([null, null]);
  });

  it("core tables' hooks get the endpoint call too: sign-up's user.create sees its path and body, sign-in's session.create its headers", async () => {
    const seen: unknown[] = [];
    const observer = {
      id: "observer",
      databaseHooks: {
        user: {
          create: {
            before: (_user, ctx) => void seen.push({ path: ctx?.path, body: ctx?.body }),
          },
        },
        session: {
          create: {
            before: (_session, ctx) =>
              void seen.push({ path: ctx?.path, agent: ctx?.getHeader("user-agent") }),
          },
        },
      },
    } satisfies AuthPlugin;
    const t = await makeAuth({
      plugins: [observer],
      emailAndPassword: { enabled: true, autoSignIn: false },
    });
    const body = { name: "Observed", email: "observed@example.com", password: PASSWORD };
    await t.json("/sign-up/email", { body, cookies: null });
    await t.json("/sign-in/email", {
      body: { email: body.email, password: PASSWORD },
      headers: { "user-agent": "observer-test" },
      cookies: null,
    });
    expect(seen).toEqual([
      { path: "/sign-up/email", body: expect.objectContaining({ email: body.email }) },
      { path: "/sign-in/email", agent: "observer-test" },
    ]);
  });

  it("a session read that refreshes the session hands session.update.before its call: reads and writes of one request share it", async () => {
    const seen: unknown[] = [];
    const observer = {
      id: "observer",
      databaseHooks: {
        session: {
          update: {
            before: (_session, ctx) =>
              void seen.push({ path: ctx?.path, agent: ctx?.getHeader("user-agent") }),
          },
        },
      },
    } satisfies AuthPlugin;
    // updateAge as long as the session: every read extends it.
    const t = await makeAuth({
      plugins: [observer],
      session: { expiresIn: 3600, updateAge: 3600 },
    });
    const { cookies } = await t.signUp({ email: "refreshed@example.com" });
    const read = await t.json<{ session: { token: string } } | null>("/get-session", {
      headers: { "user-agent": "refresh-test" },
      cookies,
    });
    expect(read.data?.session.token).toBeTruthy();
    expect(seen).toEqual([{ path: "/get-session", agent: "refresh-test" }]);
  });

  it("composes the app's hooks first, then each plugin's in the order of plugins", async () => {
    const order: string[] = [];
    const t = await makeAuth({
      databaseHooks: markingHooks("app", order),
      plugins: [markingPlugin("first", order), markingPlugin("second", order)],
    });
    const { user } = await t.signUp({ email: "order@example.com", name: "n" });
    expect(user.name).toBe("n+app+first+second");
    expect(order).toEqual([
      "before app",
      "before first",
      "before second",
      "after app",
      "after first",
      "after second",
    ]);
  });

  it("a plugin's veto stops the chain and the write: the later plugin's hooks do not run", async () => {
    const order: string[] = [];
    const t = await makeAuth({
      databaseHooks: markingHooks("app", order),
      plugins: [markingPlugin("first", order, "mallory"), markingPlugin("second", order)],
    });
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "mallory", email: "mallory@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "OPERATION_REFUSED" });
    expect(order).toEqual(["before app", "before first"]);
    const context = await t.auth.$context;
    expect(await context.adapter.count({ model: "user" })).toBe(0);
  });

  it("a session.create.before veto with an APIError answers sign-in with its own status and message, over HTTP and auth.api, and writes no session", async () => {
    const t = await makeAuth({ plugins: [banPlugin] });
    const { user } = await t.signUp({ email: "banned@example.com" });
    const context = await t.auth.$context;
    await context.internalAdapter.updateUser(user.id, { banned: true });
    const sessionsBefore = await context.adapter.count({ model: "session" });

    const credentials = { email: "banned@example.com", password: PASSWORD };
    const { status, data, response } = await t.json("/sign-in/email", {
      body: credentials,
      cookies: null,
    });
    expect(status).toBe(403);
    expect(data).toEqual({
      code: "YOU_ARE_BANNED",
      message: "You have been banned from this application",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    await expect(t.auth.api.signInEmail({ body: credentials })).rejects.toMatchObject({
      statusCode: 403,
      body: { code: "YOU_ARE_BANNED" },
    });
    expect(await context.adapter.count({ model: "session" })).toBe(sessionsBefore);

    await context.internalAdapter.updateUser(user.id, { banned: false });
    expect((await t.json("/sign-in/email", { body: credentials, cookies: null })).status).toBe(200);
  });

  it("hooked writes to core tables drop the sessions cached in secondary storage", async () => {
    const t = await makeAuth({ secondaryStorage: createMemorySecondaryStorage() });
    const { user, cookies } = await t.signUp({ email: "cached@example.com", name: "Before" });
    const read = async () =>
      (await t.json<{ user: { name: string } } | null>("/get-session", { cookies })).data;
    expect((await read())?.user.name).toBe("Before");
    const context = await t.auth.$context;
    const byId = [{ field: "id", value: user.id }];
    expect(await context.internalAdapter.updateRecords("user", byId, { name: "After" })).toBe(1);
    expect((await read())?.user.name).toBe("After");
    const ofUser = [{ field: "userId", value: user.id }];
    expect(await context.internalAdapter.deleteRecords("session", ofUser)).toBe(1);
    expect(await read()).toBeNull();
  });
});
