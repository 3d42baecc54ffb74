import type { AuthOptions, Row } from "@tollgate/auth-server";
import {
  createTestAuth,
  GITHUB_CLIENT,
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
const HOUR = 3_600_000;

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

/**
 * An app whose user hook bans some users as they are created: "banned-…" addresses for good,
 * "ended-…" ones with a ban whose end has already passed.
 */
const banningHooks: AuthOptions["databaseHooks"] = {
  user: {
    create: {
      before(user) {
        if (user.email.startsWith("banned-"))
          return { data: { banned: true, banReason: "spam", banExpires: null } };
        if (user.email.startsWith("ended-"))
          return {
            data: { banned: true, banReason: "old", banExpires: new Date(Date.now() - HOUR) },
          };
        return undefined;
      },
    },
  },
};

// A first social sign-in writes the new user and, when it can be judged on the row in hand,
// the session in the same batch: the ban the app's user hook sets must still refuse the
// session, leave the user and the account written, and answer as before.
describe.each(testDatabases())("a new user's ban on a first social sign-in on $name", (target) => {
  let database: TestDatabase;
  let t: Awaited<ReturnType<typeof createTestAuth>>;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestAuth({
      plugins: [admin()],
      database: databaseOption(database),
      trustedOrigins: [APP],
      socialProviders: { github: GITHUB_CLIENT },
      databaseHooks: banningHooks,
    });
  });
  afterAll(() => database.close());

  async function firstSignIn(email: string) {
    const cookies = t.newBrowser();
    const start = await t.json<{ url: string }>("/sign-in/social", {
      body: {
        provider: "github",
        callbackURL: `${APP}/dashboard`,
        errorCallbackURL: `${APP}/oops`,
      },
      cookies,
    });
    const back = doubles.authorize(start.data.url, githubUser(email)).toString();
    const answer = await t.request(back.slice(AUTH_PREFIX.length), { cookies });
    return { answer, cookies, location: new URL(answer.headers.get("location") ?? "", APP) };
  }

  async function stored(email: string) {
    const { adapter } = await t.auth.$context;
    const user = await adapter.findOne<Row & { id: string } & AdminUserFields>({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    const ofUser = [{ field: "userId", value: user?.id ?? "" }];
    const accounts = await adapter.count({ model: "account", where: ofUser });
    const sessions = await adapter.count({ model: "session", where: ofUser });
    return { user, accounts, sessions };
  }

  it("refuses the session of a user created banned, leaving the user and account written", async () => {
    const email = `banned-${crypto.randomUUID()}@example.com`;
    const { answer, cookies, location } = await firstSignIn(email);
    expect(answer.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}/oops`);
    expect(location.searchParams.get("error")).toBe("banned_user");
    expect(cookies.get("tollgate.session_token")).toBeUndefined();
    const { user, accounts, sessions } = await stored(email);
    expect(user).toMatchObject({ banned: true, banReason: "spam" });
    expect({ accounts, sessions }).toEqual({ accounts: 1, sessions: 0 });
  });

  it("signs in a user created with a ban already ended, and lifts it", async () => {
    const email = `ended-${crypto.randomUUID()}@example.com`;
    const { location, cookies } = await firstSignIn(email);
    expect(location.toString()).toBe(`${APP}/dashboard`);
    expect(cookies.get("tollgate.session_token")).toBeDefined();
    const { user, sessions } = await stored(email);
    expect(user).toMatchObject({ banned: false, banReason: null, banExpires: null });
    expect(sessions).toBe(1);
  });

  it("signs in a user created unbanned", async () => {
    const email = `fine-${crypto.randomUUID()}@example.com`;
    const { location } = await firstSignIn(email);
    expect(location.toString()).toBe(`${APP}/dashboard`);
    expect((await stored(email)).sessions).toBe(1);
  });
});
