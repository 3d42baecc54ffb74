import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { adminServer, databaseOption } from "./support/admin-server";

const postgres = testDatabases().filter((target) => target.dialect === "postgres");

/**
 * list-users answers a page and the total of every user. PostgreSQL counts a table's rows from
 * its smallest index: that must be the role index (one copy of "user" and a list of rows), or a
 * million users are counted from a five times larger one (see bench/README.md, scale).
 */
describe.skipIf(postgres.length === 0)("list-users' indexes on PostgreSQL", () => {
  it("migrate creates the createdAt and role indexes; the role index is the user table's smallest", async () => {
    const database = await (postgres[0]?.open() ?? Promise.reject(new Error("no PostgreSQL")));
    try {
      await adminServer({ database: databaseOption(database) });
      const now = Date.now();
      await database.db
        .insertInto("user")
        .values(
          Array.from({ length: 3000 }, (_, i) => ({
            id: `u${i}`,
            email: `user-${i}@indexes.test`,
            emailVerified: true,
            name: `User ${i}`,
            createdAt: new Date(now - i * 1000),
            updatedAt: new Date(now - i * 1000),
            role: "user",
          })),
        )
        .execute();
      const indexes = await database.db
        .selectFrom("pg_index as i")
        .innerJoin("pg_class as c", "c.oid", "i.indexrelid")
        .select((eb) => [
          "c.relname as name",
          eb.fn<string>("pg_relation_size", ["c.oid"]).as("bytes"),
        ])
        .where((eb) => eb("i.indrelid", "=", eb.fn("to_regclass", [eb.val('"user"')])))
        .execute();
      const sizes = new Map(indexes.map((index) => [String(index.name), Number(index.bytes)]));
      expect([...sizes.keys()]).toEqual(
        expect.arrayContaining(["user_createdAt_idx", "user_role_idx"]),
      );
      const role = sizes.get("user_role_idx") ?? Number.POSITIVE_INFINITY;
      for (const [name, bytes] of sizes)
        if (name !== "user_role_idx") expect(role).toBeLessThan(bytes);
    } finally {
      await database.close();
    }
  });
});
