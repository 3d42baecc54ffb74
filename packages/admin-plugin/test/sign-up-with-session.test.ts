import type { AuthOptions, AuthPlugin, Row } from "@tollgate/auth-server";
import { createTestAuth, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../src/index";
import type { AdminUserFields } from "../src/schema";
import { databaseOption, PASSWORD } from "./support/admin-server";

const HOUR = 3_600_000;

/**
 * An app whose user hook bans "banned-…" addresses for good and "ended-…" ones with a ban already
 * over as they are created, and refuses "vetoed-…" ones.
 */
const userHooks: NonNullable<AuthOptions["databaseHooks"]>["user"] = {
  create: {
    before(user) {
      if (user.email.startsWith("vetoed-")) return false;
      if (user.email.startsWith("banned-"))
        return { data: { banned: true, banReason: "spam", banExpires: null } };
      if (user.email.startsWith("ended-"))
        return {
          data: { banned: true, banReason: "old", banExpires: new Date(Date.now() - HOUR) },
        };
      return undefined;
    },
  },
};

/**
 * A plugin whose user hook writes a user holding the new user's address just before the
 * sign-up's own writes: the unique index refuses the sign-up, as when a concurrent one wins.
 */
const racingWriter = {
  id: "racing-writer",
  databaseHooks: {
    user: {
      create: {
        async before(user, _ctx, write) {
          if (user.email.startsWith("raced-"))
            await write.adapter.create({
              model: "user",
              data: { email: user.email, name: "Winner" },
            });
        },
      },
    },
  },
} satisfies AuthPlugin;

/** A sign-up's answer as a client sees it: status, body without its ids, cookies without values. */
async function answerOf(response: Response) {
  const body = (await response.clone().json()) as Record<string, unknown>;
  const user = body.user as Row | undefined;
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.replace(/^([^=]+)=[^;]*/, "$1=…").replace(/Expires=[^;]*/i, "Expires=…"));
  return {
    status: response.status,
    body: user
      ? {
          ...body,
          token: typeof body.token,
          user: {
            ...user,
            id: "…",
            createdAt: "…",
            updatedAt: "…",
            banExpires: typeof user.banExpires,
          },
        }
      : body,
    cookies,
  };
}

// With the admin plugin (a session hook that judges a sign-in from the user's row in hand), a
// sign-up writes its user, account and session in one batch; with an app's own session hook it
// writes the user, then the session, as always. Both answer every sign-up alike.
describe.each(testDatabases())("sign-up with its session in one batch on $name", (target) => {
  let database: TestDatabase;
  let batched: Awaited<ReturnType<typeof createTestAuth>>;
  let stepwise: Awaited<ReturnType<typeof createTestAuth>>;
  beforeAll(async () => {
    database = await target.open();
    const options = {
      plugins: [admin(), racingWriter],
      database: databaseOption(database),
      emailVerification: { sendVerificationEmail: async () => {} },
    };
    batched = await createTestAuth({ ...options, databaseHooks: { user: userHooks } });
    stepwise = await createTestAuth({
      ...options,
      databaseHooks: { user: userHooks, session: { create: { before: async () => undefined } } },
    });
  });
  afterAll(() => database.close());

  /** The same sign-up on both servers (each its own address), answered alike. */
  async function alike(prefix: string, extra: Record<string, unknown> = {}) {
    const answers = [];
    for (const t of [batched, stepwise]) {
      const email = `${prefix}-${crypto.randomUUID()}@example.com`;
      const body = { email, password: PASSWORD, name: "New", ...extra };
      const response = await t.request("/sign-up/email", { body, cookies: t.newBrowser() });
      answers.push({ email, answer: await answerOf(response) });
    }
    const [first, second] = answers;
    const emailOf = (answer: unknown, email: string) =>
      JSON.parse(JSON.stringify(answer).replaceAll(email, "…"));
    expect(emailOf(first?.answer, first?.email ?? "")).toEqual(
      emailOf(second?.answer, second?.email ?? ""),
    );
    return { email: first?.email ?? "", answer: first?.answer };
  }

  async function stored(email: string) {
    const { adapter } = await batched.auth.$context;
    const user = await adapter.findOne<Row & { id: string } & AdminUserFields>({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    const ofUser = [{ field: "userId", value: user?.id ?? "" }];
    const accounts = await adapter.count({ model: "account", where: ofUser });
    const sessions = await adapter.count({ model: "session", where: ofUser });
    return { user, accounts, sessions };
  }

  it("signs a new user in with the password cookie before the session's, as before", async () => {
    const { email, answer } = await alike("fine");
    expect(answer?.status).toBe(200);
    expect(answer?.cookies.map((line) => line.split("=")[0])).toEqual([
      "tollgate.password_set_here",
      "tollgate.session_token",
    ]);
    expect(await stored(email)).toMatchObject({ accounts: 1, sessions: 1 });
  });

  it("keeps rememberMe: false a browser session, as before", async () => {
    const { answer } = await alike("brief", { rememberMe: false });
    expect(answer?.status).toBe(200);
    expect(answer?.cookies.map((line) => line.split("=")[0])).toContain("tollgate.dont_remember");
  });

  it("refuses the session of a user created banned, leaving the user and account written", async () => {
    const { email, answer } = await alike("banned");
    expect(answer).toMatchObject({ status: 403, body: { code: "BANNED_USER" } });
    const { user, accounts, sessions } = await stored(email);
    expect(user).toMatchObject({ banned: true, banReason: "spam" });
    expect({ accounts, sessions }).toEqual({ accounts: 1, sessions: 0 });
  });

  it("signs in a user created with a ban already ended, and lifts it", async () => {
    const { email, answer } = await alike("ended");
    expect(answer?.status).toBe(200);
    const { user, sessions } = await stored(email);
    expect(user).toMatchObject({ banned: false, banReason: null, banExpires: null });
    expect(sessions).toBe(1);
  });

  it("answers a user hook's veto as before, writing nothing", async () => {
    const { email, answer } = await alike("vetoed");
    expect(answer?.status).toBeGreaterThanOrEqual(400);
    expect(answer?.cookies).toEqual([]);
    expect((await stored(email)).user).toBeNull();
  });

  it("answers 422 'User already exists' to a sign-up that loses its address, writing nothing of it", async () => {
    const { email, answer } = await alike("raced");
    expect(answer).toMatchObject({ status: 422, body: { code: "USER_ALREADY_EXISTS" } });
    expect(answer?.cookies).toEqual([]);
    expect(await stored(email)).toMatchObject({
      user: expect.objectContaining({ name: "Winner" }),
      accounts: 0,
      sessions: 0,
    });
  });

  it("two sign-ups at once with one address: one is signed in, the other 422", async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const body = { email, password: PASSWORD, name: "Twice" };
    const answers = await Promise.all(
      [0, 1].map(() => batched.json("/sign-up/email", { body, cookies: batched.newBrowser() })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 422]);
    expect(answers.find(({ status }) => status === 422)?.data).toEqual({
      code: "USER_ALREADY_EXISTS",
      message: "User already exists",
    });
    expect(await stored(email)).toMatchObject({ accounts: 1, sessions: 1 });
  });
});
