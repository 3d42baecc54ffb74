import { UniqueConstraintError } from "@tollgate/auth-server";
import { createTestAuth, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
// The core's test databases: SQLite always, PostgreSQL and MySQL when their URLs are set.
import { username } from "../src/index";

/** The error a write rejects with. */
async function failureOf(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => {
      throw new Error("the write was expected to fail");
    },
    (error: unknown) => error,
  );
}

describe.each(testDatabases())("the username index on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("refuses a username held in another case with UniqueConstraintError on user.username, and a duplicate email on user.email", async () => {
    database = await target.open();
    const t = await createTestAuth({
      plugins: [username()],
      database: { db: database.db, type: database.dialect },
    });
    const { adapter } = await t.auth.$context;
    // Straight through the adapter: no hook answers first, the index alone decides.
    const row = (email: string, name: string) => ({ email, name, username: name });
    await adapter.create({ model: "user", data: row("a@example.com", "alpha") });

    const sameUsername = await failureOf(
      adapter.create({ model: "user", data: row("b@example.com", "ALPHA") }),
    );
    expect(sameUsername).toBeInstanceOf(UniqueConstraintError);
    expect(sameUsername).toMatchObject({ model: "user", fields: ["username"] });
    const sameEmail = await failureOf(
      adapter.create({ model: "user", data: row("a@example.com", "beta") }),
    );
    expect(sameEmail).toMatchObject({ model: "user", fields: ["email"] });
  });
});
