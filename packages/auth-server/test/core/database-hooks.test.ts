import type { DatabaseHooks } from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

/** Types a hooks literal (the options generic does not give callbacks their parameter types). */
const hooks = (value: DatabaseHooks): DatabaseHooks => value;

describe.each(endpointDatabases)("databaseHooks through the endpoints on $name", (target) => {
  const makeAuth = authFactory(target);

  it("a user.create.before veto refuses the sign-up and writes nothing", async () => {
    const t = await makeAuth({
      databaseHooks: hooks({
        user: {
          create: {
            before: (user) => (user.email.endsWith("@blocked.example") ? false : undefined),
          },
        },
      }),
    });
    const { status, response } = await t.json("/sign-up/email", {
      body: { name: "B", email: "x@blocked.example", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const ctx = await t.auth.$context;
    expect(await ctx.internalAdapter.findUserByEmail("x@blocked.example")).toBeNull();
    expect(await ctx.adapter.count({ model: "account" })).toBe(0);
    expect(await ctx.adapter.count({ model: "session" })).toBe(0);
    // Others still sign up.
    expect((await t.signUp({ email: "fine@example.com" })).user.email).toBe("fine@example.com");
  });

  it("a user.create.before hook can change the data written", async () => {
    const t = await makeAuth({
      databaseHooks: hooks({
        user: { create: { before: (user) => ({ data: { name: user.name.toUpperCase() } }) } },
      }),
    });
    const { user } = await t.signUp({ email: "upper@example.com", name: "quiet" });
    expect(user.name).toBe("QUIET");
  });

  it("create.after hooks see the user, the credential account and the session", async () => {
    const seen: string[] = [];
    const t = await makeAuth({
      databaseHooks: hooks({
        user: { create: { after: (user) => void seen.push(`user ${user.email}`) } },
        account: {
          create: { after: (account) => void seen.push(`account ${account.providerId}`) },
        },
        session: { create: { after: () => void seen.push("session") } },
      }),
    });
    await t.signUp({ email: "after@example.com" });
    expect(seen).toEqual(["user after@example.com", "account credential", "session"]);
  });

  it("a session.create.before false veto refuses the sign-in with 400 OPERATION_REFUSED, not a 500", async () => {
    const t = await makeAuth({
      emailAndPassword: { enabled: true, autoSignIn: false },
      databaseHooks: hooks({ session: { create: { before: () => false } } }),
    });
    await t.signUp({ email: "nosession@example.com" });
    const { status, data, response } = await t.json("/sign-in/email", {
      body: { email: "nosession@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toEqual({
      code: "OPERATION_REFUSED",
      message: "The operation was refused by a database hook",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await (await t.auth.$context).adapter.count({ model: "session" })).toBe(0);
  });

  it("user.update hooks run on update-user", async () => {
    const updates: unknown[] = [];
    const t = await makeAuth({
      databaseHooks: hooks({
        user: {
          update: {
            before: (data) => ({ data: { ...data, name: `${String(data.name)}!` } }),
            after: (user) => void updates.push(user.name),
          },
        },
      }),
    });
    const { cookies } = await t.signUp({ email: "upd-hook@example.com" });
    await t.json("/update-user", { body: { name: "Hi" }, cookies });
    expect(updates).toEqual(["Hi!"]);
    const me = await t.json<{ user: { name: string } }>("/get-session", { cookies });
    expect(me.data.user.name).toBe("Hi!");
  });

  it("a session.delete.before veto keeps the session on sign-out", async () => {
    const t = await makeAuth({
      databaseHooks: hooks({ session: { delete: { before: () => false } } }),
    });
    const { cookies } = await t.signUp({ email: "keep-session@example.com" });
    const token = (await t.json<{ session: { token: string } }>("/get-session", { cookies })).data
      .session.token;
    const header = cookies.header() ?? "";
    const { status } = await t.json("/sign-out", { method: "POST", body: {}, cookies });
    expect(status).toBeGreaterThanOrEqual(400);
    const ctx = await t.auth.$context;
    expect(await ctx.internalAdapter.findSession(token)).not.toBeNull();
    expect(header).not.toBe("");
  });
});
