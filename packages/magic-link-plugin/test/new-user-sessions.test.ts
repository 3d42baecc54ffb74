import { admin } from "@tollgate/admin-plugin";
import type { AuthOptions, DatabaseHooks, Row } from "@tollgate/auth-server";
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, serverWithMagicLinks } from "./support/magic-link-server";

const HOUR = 3_600_000;

/** "banned-…" addresses are created banned for good, "ended-…" ones with a ban already over. */
const banningUserHook: DatabaseHooks["user"] = {
  create: {
    before(user) {
      if (user.email.startsWith("banned-"))
        return { data: { banned: true, banReason: "spamming", banExpires: null } };
      if (user.email.startsWith("ended-"))
        return {
          data: { banned: true, banReason: "old", banExpires: new Date(Date.now() - HOUR) },
        };
      return undefined;
    },
  },
};

// A first magic-link sign-in writes the new user and, when the session can be judged on the row
// in hand (the admin plugin's ban), the session in the same batch. A refused session still
// leaves the user written and answers as before; an app's own session hook keeps the session
// after the user, so it finds the user in the database.
describe.each(testDatabases())("a new user's first magic link on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const serverWith = (core: Partial<AuthOptions>) =>
    serverWithMagicLinks({}, { database: { db: database.db, type: database.dialect }, ...core });

  async function stored(server: Awaited<ReturnType<typeof serverWith>>, email: string) {
    const { adapter } = await server.t.auth.$context;
    const user = await adapter.findOne<Row>({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    const sessions = await adapter.count({
      model: "session",
      where: [{ field: "userId", value: String(user?.id) }],
    });
    return { user, sessions };
  }

  describe("with the admin plugin and an app that bans users as they are created", () => {
    let server: Awaited<ReturnType<typeof serverWith>>;
    beforeAll(async () => {
      server = await serverWith({ plugins: [admin()], databaseHooks: { user: banningUserHook } });
    });

    it("refuses the session of a user created banned: the user is written, the link spent", async () => {
      const { t, linkFor, requestLink } = server;
      const email = freshEmail("banned");
      await requestLink(email, { callbackURL: "/home", errorCallbackURL: "/sign-in" });
      const { query } = linkFor(email);
      const answer = await t.request("/magic-link/verify", { query, cookies: null });
      expect(answer.status).toBe(302);
      const location = new URL(answer.headers.get("location") ?? "", "http://x");
      expect(location.pathname).toBe("/sign-in");
      expect(location.searchParams.get("error")).toBe("BANNED_USER");
      expect(location.searchParams.get("error_description")).toContain("spamming");
      const { user, sessions } = await stored(server, email);
      expect(user).toMatchObject({ banned: true, emailVerified: true });
      expect(sessions).toBe(0);
      const again = await t.json<{ code: string }>("/magic-link/verify", {
        query: { token: query.token ?? "" },
        cookies: null,
      });
      expect(again.data.code).toBe("INVALID_TOKEN");
    });

    it("answers a JSON refusal without a callbackURL", async () => {
      const { t, linkFor, requestLink } = server;
      const email = freshEmail("banned");
      await requestLink(email);
      const answer = await t.json<{ code: string }>("/magic-link/verify", {
        query: { token: linkFor(email).token },
        cookies: null,
      });
      expect(answer.status).toBe(403);
      expect(answer.data.code).toBe("BANNED_USER");
      expect((await stored(server, email)).user).not.toBeNull();
    });

    it("signs in a user created with a ban already ended, lifts it, and goes to newUserCallbackURL", async () => {
      const { t, linkFor, requestLink } = server;
      const email = freshEmail("ended");
      await requestLink(email, { callbackURL: "/home", newUserCallbackURL: "/welcome" });
      const cookies = t.newBrowser();
      const answer = await t.request("/magic-link/verify", {
        query: linkFor(email).query,
        cookies,
      });
      expect(answer.headers.get("location")).toBe("/welcome");
      expect(cookies.get("tollgate.session_token")).toBeDefined();
      const { user, sessions } = await stored(server, email);
      expect(user).toMatchObject({ banned: false, banReason: null, banExpires: null });
      expect(sessions).toBe(1);
    });
  });

  // An existing user whose address was never verified: the link verifies it and ends the
  // sessions made before, written with the new session when it can be judged on the user as it
  // will be (the admin plugin's ban), else before it; both answer alike.
  describe("an existing unverified user, with the admin plugin", () => {
    async function followedByUnverified(core: Partial<AuthOptions>, ban: boolean) {
      const server = await serverWith({ plugins: [admin()], ...core });
      const email = freshEmail("unverified");
      const signedUp = server.t.newBrowser();
      const { user: made } = await server.t.signUp(
        { email, password: "correct horse battery" },
        signedUp,
      );
      const { internalAdapter } = await server.t.auth.$context;
      if (ban) await internalAdapter.updateUser(made.id, { banned: true, banReason: "spamming" });
      await server.requestLink(email);
      const answer = await server.t.json<{ code?: string; user?: { emailVerified: boolean } }>(
        "/magic-link/verify",
        { query: { token: server.linkFor(email).token }, cookies: null },
      );
      const { user, sessions } = await stored(server, email);
      return { status: answer.status, code: answer.data.code, user, sessions };
    }
    const stepwise = { databaseHooks: { session: { create: { before: async () => undefined } } } };

    it("verifies the address, ends the sessions made before and signs in, as with an app's session hook", async () => {
      const batched = await followedByUnverified({}, false);
      expect(batched).toMatchObject({ status: 200, sessions: 1 });
      expect(batched.user).toMatchObject({ emailVerified: true });
      const { user: _, ...rest } = await followedByUnverified(stepwise, false);
      expect(rest).toEqual({ status: 200, code: undefined, sessions: 1 });
    });

    it("refuses a banned user's session, the address verified and the sessions ended, as with an app's session hook", async () => {
      const batched = await followedByUnverified({}, true);
      expect(batched).toMatchObject({ status: 403, code: "BANNED_USER", sessions: 0 });
      expect(batched.user).toMatchObject({ emailVerified: true, banned: true });
      const { user: _, ...rest } = await followedByUnverified(stepwise, true);
      expect(rest).toEqual({ status: 403, code: "BANNED_USER", sessions: 0 });
    });
  });

  it("an app's session hook that refuses leaves the new user written and answers as before", async () => {
    const server = await serverWith({
      plugins: [admin()],
      databaseHooks: { session: { create: { before: () => false } } },
    });
    const email = freshEmail("vetoed");
    await server.requestLink(email);
    const answer = await server.t.json<{ code: string }>("/magic-link/verify", {
      query: { token: server.linkFor(email).token },
      cookies: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.data.code).toBe("OPERATION_REFUSED");
    const { user, sessions } = await stored(server, email);
    expect(user).toMatchObject({ emailVerified: true });
    expect(sessions).toBe(0);
  });

  it("an app's session hook that reads the new user from the database finds it", async () => {
    const found: (Row | null)[] = [];
    const server = await serverWith({
      plugins: [admin()],
      databaseHooks: {
        session: {
          create: {
            async before(session, _ctx, write) {
              found.push(
                await write.adapter.findOne<Row>({
                  model: "user",
                  where: [{ field: "id", value: session.userId }],
                }),
              );
            },
          },
        },
      },
    });
    const email = freshEmail("read");
    await server.requestLink(email);
    const answer = await server.t.json<{ user: { id: string } }>("/magic-link/verify", {
      query: { token: server.linkFor(email).token },
      cookies: null,
    });
    expect(answer.status).toBe(200);
    expect(found).toEqual([expect.objectContaining({ id: answer.data.user.id, email })]);
  });
});
