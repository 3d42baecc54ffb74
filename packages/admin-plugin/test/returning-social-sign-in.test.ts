import type { AuthOptions, Row } from "@tollgate/auth-server";
import {
  createTestAuth,
  GITHUB_CLIENT,
  type GitHubUser,
  githubUser,
  type ProviderDoubles,
  providerDoubles,
  TEST_BASE_URL,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../src/index";
import type { AdminUserFields } from "../src/schema";
import { databaseOption } from "./support/admin-server";

const APP = "https://app.example";
const AUTH_PREFIX = `${TEST_BASE_URL}/api/auth`;

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

type Server = Awaited<ReturnType<typeof createTestAuth>>;

// A returning user's social sign-in writes the linked account's tokens (and, with
// overrideUserInfoOnSignIn, the user's name and image) with the session in one batch when the
// session can be judged on the user as read (the admin plugin's ban check can); with an app's own
// session hook it writes them, then the session. Both answer alike, a ban refusing the session
// and leaving the tokens written.
describe.each(testDatabases())("a returning user's social sign-in on $name", (target) => {
  let database: TestDatabase;
  let batched: Server;
  let stepwise: Server;
  beforeAll(async () => {
    database = await target.open();
    const options: AuthOptions = {
      plugins: [admin()],
      database: databaseOption(database),
      trustedOrigins: [APP],
      socialProviders: { github: { ...GITHUB_CLIENT, overrideUserInfoOnSignIn: true } },
      // Trusted: a user whose address is not verified yet is linked, and verified by GitHub's.
      account: { accountLinking: { trustedProviders: ["github"] } },
    };
    batched = await createTestAuth(options);
    stepwise = await createTestAuth({
      ...options,
      databaseHooks: { session: { create: { before: async () => undefined } } },
    });
  });
  afterAll(() => database.close());

  async function signIn(t: Server, person: GitHubUser) {
    const cookies = t.newBrowser();
    const start = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/home`, errorCallbackURL: `${APP}/oops` },
      cookies,
    });
    const back = doubles.authorize(start.data.url, person).toString();
    const answer = await t.request(back.slice(AUTH_PREFIX.length), { cookies });
    const location = new URL(answer.headers.get("location") ?? "", APP);
    return { status: answer.status, location: location.toString(), cookies };
  }

  async function stored(t: Server, email: string) {
    const { adapter } = await t.auth.$context;
    const user = await adapter.findOne<Row & { id: string; name: string } & AdminUserFields>({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    const ofUser = [{ field: "userId", value: user?.id ?? "" }];
    const account = await adapter.findOne<Row & { updatedAt: Date }>({
      model: "account",
      where: ofUser,
    });
    const sessions = await adapter.count({ model: "session", where: ofUser });
    return { user, account, sessions };
  }

  /** Signs a GitHub user up, then `before` runs, then they come back under a new name. */
  async function comesBack(t: Server, before: (email: string) => Promise<void> = async () => {}) {
    const email = `back-${crypto.randomUUID()}@example.com`;
    const person = githubUser(email);
    await signIn(t, person);
    const first = await stored(t, email);
    await before(email);
    person.name = "Renamed Octo";
    const again = await signIn(t, person);
    return { email, first, again, now: await stored(t, email) };
  }

  it("signs the user in again, writing the tokens and the new name, as with an app's session hook", async () => {
    const answers = [];
    for (const t of [batched, stepwise]) {
      const { first, again, now } = await comesBack(t);
      expect(again.location).toBe(`${APP}/home`);
      expect(again.cookies.get("tollgate.session_token")).toBeDefined();
      expect(now.user?.name).toBe("Renamed Octo");
      expect(now.sessions).toBe(2);
      expect(now.account?.updatedAt.getTime()).toBeGreaterThanOrEqual(
        first.account?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY,
      );
      const session = await t.json<{ user: { name: string } }>("/get-session", {
        cookies: again.cookies,
      });
      answers.push({ status: again.status, name: session.data.user.name });
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it("refuses a banned user's session, the tokens and name written, as with an app's session hook", async () => {
    const answers = [];
    for (const t of [batched, stepwise]) {
      const { internalAdapter } = await t.auth.$context;
      const ban = async (email: string) => {
        const user = await internalAdapter.findUserByEmail(email);
        await internalAdapter.updateUser(user?.id ?? "", { banned: true, banReason: "spam" });
        await internalAdapter.deleteUserSessions(user?.id ?? "");
      };
      const { again, now } = await comesBack(t, ban);
      expect(again.cookies.get("tollgate.session_token")).toBeUndefined();
      expect(now.user).toMatchObject({ banned: true, name: "Renamed Octo" });
      expect(now.sessions).toBe(0);
      answers.push({ status: again.status, location: again.location });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(new URL(answers[0]?.location ?? "").searchParams.get("error")).toBe("banned_user");
  });

  it("links a new provider account to a user with the address, verifying it, as with an app's session hook", async () => {
    const answers = [];
    for (const t of [batched, stepwise]) {
      const email = `linked-${crypto.randomUUID()}@example.com`;
      await t.signUp({ email, password: "correct horse battery" });
      const first = await signIn(t, githubUser(email));
      const now = await stored(t, email);
      expect(first.cookies.get("tollgate.session_token")).toBeDefined();
      expect(now.user).toMatchObject({ emailVerified: true });
      const { adapter } = await t.auth.$context;
      const accounts = await adapter.findMany<Row & { providerId: string }>({
        model: "account",
        where: [{ field: "userId", value: now.user?.id ?? "" }],
      });
      answers.push({
        status: first.status,
        location: first.location,
        providers: accounts.map((account) => account.providerId).sort(),
        sessions: now.sessions,
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      location: `${APP}/home`,
      providers: ["credential", "github"],
    });
  });

  it("links a banned user's new provider account and refuses the session, as with an app's session hook", async () => {
    const answers = [];
    for (const t of [batched, stepwise]) {
      const email = `banned-link-${crypto.randomUUID()}@example.com`;
      const { user } = await t.signUp({ email, password: "correct horse battery" });
      const { internalAdapter } = await t.auth.$context;
      await internalAdapter.updateUser(user.id, { banned: true, banReason: "spam" });
      await internalAdapter.deleteUserSessions(user.id);
      const first = await signIn(t, githubUser(email));
      const now = await stored(t, email);
      answers.push({
        location: first.location,
        sessions: now.sessions,
        verified: now.user?.emailVerified,
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.sessions).toBe(0);
    expect(new URL(answers[0]?.location ?? "").searchParams.get("error")).toBe("banned_user");
  });

  it("lifts a ban already ended and signs the user in", async () => {
    const { internalAdapter } = await batched.auth.$context;
    const { again, now } = await comesBack(batched, async (email) => {
      const user = await internalAdapter.findUserByEmail(email);
      await internalAdapter.updateUser(user?.id ?? "", {
        banned: true,
        banReason: "old",
        banExpires: new Date(Date.now() - 60_000),
      });
    });
    expect(again.location).toBe(`${APP}/home`);
    expect(now.user).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });
});
