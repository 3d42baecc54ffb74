import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { introspectIndexes } from "../../auth-server/src/db/introspect-indexes";
import { installTrigramExtension } from "../../auth-server/test/db/trigram-extension";
import { type TestDatabase, testDatabases } from "../../auth-server/test/support/databases";
import type { UserBody } from "./support/admin-server";
import { adminServer, databaseOption } from "./support/admin-server";

interface ListBody {
  users: UserBody[];
  total: number;
}

/**
 * list-users' contains search on user.email and user.name, which the plugin indexes: the search
 * tables (SQLite) or pg_trgm indexes (PostgreSQL, extension installed here) exist after the
 * migration, and searches of every length answer the matching users, case-sensitively.
 */
describe.each(testDatabases())("list-users indexed search on $name", (target) => {
  let database: TestDatabase;
  let s: Awaited<ReturnType<typeof adminServer>>;

  beforeAll(async () => {
    database = await target.open();
    if (database.dialect === "postgres") {
      await installTrigramExtension(database.db);
    }
    s = await adminServer({ database: databaseOption(database) });
    const people = [
      ["user-07@example.com", "Zoë Quote"],
      ["user-070@example.com", 'Ann "Q" Lee'],
      ["user-17@example.com", "ANN LEE"],
      ["other@corp.test", "Ann Lee"],
    ] as const;
    for (const [email, name] of people) {
      await s.t.auth.api.createUser({ body: { email, name, password: "a good password" } });
    }
  });
  afterAll(() => database.close());

  const search = async (searchField: "email" | "name", searchValue: string) => {
    const answer = await s.t.json<ListBody>("/admin/list-users", {
      query: { searchField, searchOperator: "contains", searchValue, sortBy: "email" },
      cookies: s.adminBrowser,
    });
    expect(answer.status).toBe(200);
    return { emails: answer.data.users.map((user) => user.email), total: answer.data.total };
  };

  it("has an index for email and name after the migration", async () => {
    if (database.dialect === "sqlite") {
      const tables = await database.db
        .selectFrom("sqlite_master")
        .select("name")
        .where("type", "=", "table")
        .where("name", "in", ["user_email_search", "user_name_search"])
        .orderBy("name")
        .execute();
      expect(tables.map((row) => row.name)).toEqual(["user_email_search", "user_name_search"]);
    } else if (database.dialect === "postgres") {
      const indexes = (await introspectIndexes(database.db, "postgres", ["user"])).get("user");
      expect(indexes?.map((index) => index.name)).toEqual(
        expect.arrayContaining(["user_email_trgm", "user_name_trgm"]),
      );
    }
  });

  it("finds users by a part of their email", async () => {
    expect(await search("email", "user-07")).toEqual({
      emails: ["user-070@example.com", "user-07@example.com"],
      total: 2,
    });
    expect(await search("email", "-07@")).toEqual({ emails: ["user-07@example.com"], total: 1 });
    expect(await search("email", "7@")).toEqual({
      emails: ["user-07@example.com", "user-17@example.com"],
      total: 2,
    });
    expect(await search("email", "@corp.te")).toEqual({ emails: ["other@corp.test"], total: 1 });
    expect(await search("email", "user-99")).toEqual({ emails: [], total: 0 });
  });

  it("finds users by a part of their name, quotes and accents included", async () => {
    expect(await search("name", '"Q"')).toEqual({ emails: ["user-070@example.com"], total: 1 });
    expect(await search("name", "Zoë")).toEqual({ emails: ["user-07@example.com"], total: 1 });
    expect(await search("name", "Lee")).toEqual({
      emails: ["other@corp.test", "user-070@example.com"],
      total: 2,
    });
  });
});
