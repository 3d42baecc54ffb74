import type { DatabaseHooks } from "@tollgate/auth-server";
import { createMailbox, follow } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

// A new session goes in one batch with the rows its request writes (sign-up's user and account,
// verify-email's changes) only when nothing must run before it is written. A session.create
// hook that refuses it must leave those rows written, as when the session was written apart.

const hooks = (value: DatabaseHooks): DatabaseHooks => value;
const refuseSessions = hooks({ session: { create: { before: () => false } } });

describe.each(endpointDatabases)("a session written with its request's rows on $name", (target) => {
  const makeAuth = authFactory(target);

  it("sign-up writes the user, the account and the session, and signs the browser in", async () => {
    const t = await makeAuth();
    const browser = t.newBrowser();
    const { status, data } = await t.json<{ token: string; user: { id: string } }>(
      "/sign-up/email",
      { body: { name: "Ada", email: "ada@example.com", password: PASSWORD }, cookies: browser },
    );
    expect(status).toBe(200);
    const ctx = await t.auth.$context;
    const stored = await ctx.internalAdapter.findSession(data.token);
    expect(stored?.user.id).toBe(data.user.id);
    const session = await t.json<{ user: { email: string } } | null>("/get-session", {
      cookies: browser,
    });
    expect(session.data?.user.email).toBe("ada@example.com");
  });

  it("regression: a session.create.before veto refuses sign-up's session and keeps the new user", async () => {
    const t = await makeAuth({ databaseHooks: refuseSessions });
    const { status, data, response } = await t.json("/sign-up/email", {
      body: { name: "Ada", email: "ada@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "OPERATION_REFUSED" });
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    const ctx = await t.auth.$context;
    expect(await ctx.internalAdapter.findUserByEmail("ada@example.com")).not.toBeNull();
    expect(await ctx.adapter.count({ model: "account" })).toBe(1);
    expect(await ctx.adapter.count({ model: "session" })).toBe(0);
  });

  it("regression: a session.create.before veto refuses verify-email's sign-in and the address is verified still", async () => {
    const mailbox = createMailbox();
    const t = await makeAuth({
      emailAndPassword: { enabled: true, autoSignIn: false },
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: true,
        sendVerificationEmail: mailbox.sender("verification"),
      },
      databaseHooks: refuseSessions,
    });
    await t.json("/sign-up/email", {
      body: { name: "Ada", email: "ada@example.com", password: PASSWORD },
      cookies: null,
    });
    const followed = await follow(t, mailbox.last("verification").url, t.newBrowser());
    expect(followed.status).toBe(400);
    expect(await followed.json()).toMatchObject({ code: "OPERATION_REFUSED" });
    const ctx = await t.auth.$context;
    const user = await ctx.internalAdapter.findUserByEmail("ada@example.com");
    expect(user?.emailVerified).toBe(true);
    expect(await ctx.adapter.count({ model: "session" })).toBe(0);
  });

  it("verify-email signs the browser in with a fresh session and ends the earlier ones", async () => {
    const mailbox = createMailbox();
    const t = await makeAuth({
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: true,
        sendVerificationEmail: mailbox.sender("verification"),
      },
    });
    const earlier = await t.signUp({ email: "ada@example.com" });
    const browser = t.newBrowser();
    const followed = await follow(t, mailbox.last("verification").url, browser);
    expect(followed.headers.get("location")).toBe("/?password_reset_required=true");
    const ctx = await t.auth.$context;
    const sessions = await ctx.adapter.findMany({ model: "session" });
    expect(sessions).toHaveLength(1);
    const fresh = await t.json<{ user: { emailVerified: boolean } } | null>("/get-session", {
      cookies: browser,
    });
    expect(fresh.data?.user.emailVerified).toBe(true);
    const gone = await t.json("/get-session", {
      query: { disableCookieCache: "true" },
      cookies: earlier.cookies,
    });
    expect(gone.data).toBeNull();
  });
});
