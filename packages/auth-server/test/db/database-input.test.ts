import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createAuth } from "../../src";
import { DatabaseInputError } from "../../src/db/database-input-error";
import type { DynamicDatabase } from "../../src/db/database-types";
import { fastTestPasswordHasher } from "../../src/testing";

const options = { baseURL: "http://localhost:3000", secret: "x".repeat(32) };
const accepted =
  /better-sqlite3 Database, a bun:sqlite Database, a pg Pool, a mysql2 Pool .*a Drizzle database .*a Kysely instance as \{ db, type: .*a Kysely dialect as \{ dialect, type: /;

function refusal(database: unknown): Error {
  try {
    // A wrong value on purpose: what a JavaScript app or a wrong cast hands over.
    createAuth({ ...options, database: database as never });
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("createAuth accepted the database");
}

describe("the database objects createAuth accepts", () => {
  it.each([
    ["nothing", undefined, "undefined"],
    ["null", null, "null"],
    ["a connection string", "postgres://localhost/app", "a string"],
    ["an empty object", {}, "an empty object"],
    ["a pg Client (one connection, not a pool)", new pg.Client(), "an object of class Client"],
    [
      "a dialect-like object without createDriver",
      { dialect: {}, type: "sqlite" },
      "keys dialect, type",
    ],
    ["a Drizzle-like object over something unknown", { $client: {} }, "an empty object"],
  ])("refuses %s at createAuth, naming what is accepted", (_, database, described) => {
    const error = refusal(database);
    expect(error).toBeInstanceOf(DatabaseInputError);
    expect(error.message).toContain(described);
    expect(error.message).toMatch(accepted);
  });

  it("refuses a Kysely instance or dialect whose type is not a dialect it speaks", () => {
    const db = new Kysely({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
    const error = refusal({ db, type: "oracle" });
    expect(error).toBeInstanceOf(DatabaseInputError);
    expect(error.message).toContain('"database.type" is "oracle"');
    expect(
      refusal({ dialect: new SqliteDialect({ database: new Database(":memory:") }) }).message,
    ).toContain('"database.type" is missing');
  });

  it("accepts a Kysely instance with its type, a Kysely dialect with its type, and a Drizzle-shaped { $client }", async () => {
    const inputs = [
      {
        db: new Kysely<DynamicDatabase>({
          dialect: new SqliteDialect({ database: new Database(":memory:") }),
        }),
        type: "sqlite" as const,
      },
      {
        dialect: new SqliteDialect({ database: new Database(":memory:") }),
        type: "sqlite" as const,
      },
      { $client: new Database(":memory:") },
    ];
    for (const database of inputs) {
      const auth = createAuth({
        ...options,
        database,
        emailAndPassword: { enabled: true, password: fastTestPasswordHasher },
      });
      await auth.migrate();
      const response = await auth.api.signUpEmail({
        body: { email: "ada@example.com", password: "correct horse battery", name: "Ada" },
      });
      expect(response.user.email).toBe("ada@example.com");
      expect((await auth.$context).dialect).toBe("sqlite");
    }
  }, 30_000);
});
