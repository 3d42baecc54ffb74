import type { AuthPlugin } from "@tollgate/auth-server";
import { createTestAuth, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
// The core's test databases: SQLite always, PostgreSQL and MySQL when their URLs are set.
import { username } from "../src/index";
import type { UsernameValidator } from "../src/options";

const PASSWORD = "correct horse battery";
const TAKEN = {
  code: "USERNAME_IS_ALREADY_TAKEN",
  message: "username is already taken. please try another.",
  field: "username",
};

/**
 * A validator that holds each caller until `parties` have arrived, so concurrent requests all
 * pass the early "is it taken?" check before any of them writes: the unique index alone decides.
 */
function barrierValidator(parties: number): UsernameValidator {
  let arrived = 0;
  let release: () => void = () => {};
  const allArrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    arrived++;
    if (arrived === parties) release();
    await allArrived;
    return true;
  };
}

describe.each(testDatabases())("concurrent sign-ups with one username ($name)", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function open(validator?: UsernameValidator, after: AuthPlugin[] = []) {
    database = await target.open();
    return createTestAuth({
      plugins: [username(validator ? { usernameValidator: validator } : {}), ...after],
      database: { db: database.db, type: database.dialect },
    });
  }

  /**
   * A plugin after the username plugin whose user hooks write another user holding the same
   * username right after the username plugin's early check passed (in the write's own
   * transaction, when there is one): the unique index is what refuses the write.
   */
  const interloper = {
    id: "interloper",
    databaseHooks: {
      user: {
        create: {
          async before(user, _ctx, write) {
            await write.adapter.create({
              model: "user",
              data: {
                email: `first-${String(user.email)}`,
                name: "First",
                username: user.username,
              },
            });
          },
        },
        update: {
          async before(changes, _ctx, write) {
            if (typeof changes.username !== "string") return;
            await write.adapter.create({
              model: "user",
              data: { email: "first@example.com", name: "First", username: changes.username },
            });
          },
        },
      },
    },
  } satisfies AuthPlugin;

  const signUp = (t: Awaited<ReturnType<typeof open>>, name: string) =>
    t.json<{ code?: string; user?: { username: string } }>("/sign-up/email", {
      body: {
        email: `${crypto.randomUUID()}@example.com`,
        password: PASSWORD,
        name,
        username: name,
      },
      cookies: t.newBrowser(),
    });

  it("lets exactly one of two sign-ups in different case win", async () => {
    const t = await open();
    const results = await Promise.all([signUp(t, "RaceWinner"), signUp(t, "racewinner")]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 422]);
    expect(results.find((result) => result.status === 422)?.data).toEqual(TAKEN);
    const context = await t.auth.$context;
    expect(
      await context.adapter.count({
        model: "user",
        where: [{ field: "username", value: "racewinner" }],
      }),
    ).toBe(1);
  });

  it("lets exactly one of two sign-ups released together win, the other told 'username is already taken'", async () => {
    const t = await open(barrierValidator(2));
    const results = await Promise.all([signUp(t, "Photo_Finish"), signUp(t, "photo_finish")]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expect(results.find((result) => result.status === 422)?.data).toEqual(TAKEN);
    const context = await t.auth.$context;
    expect(await context.adapter.count({ model: "user" })).toBe(1);
    expect(await context.adapter.count({ model: "account" })).toBe(1);
  });

  it("answers 'username is already taken' when the unique index, not the early check, decides a sign-up", async () => {
    const t = await open(undefined, [interloper]);
    const result = await signUp(t, "Photo_Finish");
    // Not the core's 'User already exists' (user.email only) nor a 500.
    expect(result.status).toBe(422);
    expect(result.data).toEqual(TAKEN);
    // The sign-up's user and account went together or not at all: only the interloper's user
    // (written first, as a concurrent sign-up would be) is left, and no account.
    const context = await t.auth.$context;
    const users = await context.adapter.findMany({ model: "user" });
    expect(users.map((user) => user.name)).toEqual(["First"]);
    expect(await context.adapter.count({ model: "account" })).toBe(0);
  });

  it("answers 'username is already taken' when the unique index, not the early check, decides an update-user", async () => {
    const t = await open(undefined, [interloper]);
    const { cookies } = await t.signUp({});
    const result = await t.json("/update-user", { body: { username: "Contested" }, cookies });
    expect(result.status).toBe(422);
    expect(result.data).toEqual(TAKEN);
  });

  it("lets exactly one of two users take the same new username by update-user", async () => {
    const t = await open(barrierValidator(2));
    // The barrier counts only the two updates: the sign-ups carry no username.
    const first = await t.signUp({});
    const second = await t.signUp({});
    const results = await Promise.all(
      [first.cookies, second.cookies].map((cookies, index) =>
        t.json("/update-user", {
          body: { username: index === 0 ? "Contested" : "contested" },
          cookies,
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expect(results.find((result) => result.status === 422)?.data).toEqual(TAKEN);
  });
});
