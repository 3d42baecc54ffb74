import { createTestAuth } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
// The core's test databases: SQLite always, PostgreSQL and MySQL when their URLs are set.
import { type TestDatabase, testDatabases } from "../../auth-server/test/support/databases";
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

  async function open(validator?: UsernameValidator) {
    database = await target.open();
    return createTestAuth({
      plugins: [username(validator ? { usernameValidator: validator } : {})],
      database: { db: database.db, type: database.dialect },
    });
  }

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

  it("answers 'username is already taken' when the unique index, not the early check, decides", async () => {
    const t = await open(barrierValidator(2));
    const results = await Promise.all([signUp(t, "Photo_Finish"), signUp(t, "photo_finish")]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    // Not the core's 'User already exists', which it answers for any other unique violation.
    expect(results.find((result) => result.status === 422)?.data).toEqual(TAKEN);
    const context = await t.auth.$context;
    expect(await context.adapter.count({ model: "user" })).toBe(1);
    expect(await context.adapter.count({ model: "account" })).toBe(1);
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
