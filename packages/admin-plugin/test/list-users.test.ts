import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, adminServer, databaseOption, type UserBody } from "./support/admin-server";

interface ListBody {
  users: UserBody[];
  total: number;
  limit?: number;
  offset?: number;
}

describe.each(testDatabases())("GET /admin/list-users on $name", (target) => {
  let database: TestDatabase | undefined;
  let s: Awaited<ReturnType<typeof adminServer>>;
  const people = ["alice", "bob", "carol", "dave", "erin", "frank", "grace"];

  beforeAll(async () => {
    database = await target.open();
    s = await adminServer({ database: databaseOption(database) });
    for (const name of people) {
      await s.t.auth.api.createUser({
        body: {
          email: `${name}@example.com`,
          name: name.toUpperCase(),
          password: "a good password",
        },
      });
    }
    const erin = await s.t.auth.api.createUser({
      body: { email: "erin@corp.test", name: "Erin Corp" },
    });
    await s.post("/admin/ban-user", { userId: erin.user.id });
  });
  afterAll(async () => {
    await database?.close();
  });

  const list = (query: Record<string, string>) =>
    s.t.json<ListBody>("/admin/list-users", { query, cookies: s.adminBrowser });
  const emails = (body: ListBody) => body.users.map((user) => user.email);

  it("pages with limit and offset and counts every user in total", async () => {
    const first = await list({ limit: "3", offset: "0", sortBy: "email" });
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(people.length + 2);
    expect(emails(first.data)).toEqual([ADMIN_EMAIL, "alice@example.com", "bob@example.com"]);
    const second = await list({ limit: "3", offset: "3", sortBy: "email" });
    expect(second.data).toMatchObject({ total: people.length + 2, limit: 3, offset: 3 });
    expect(emails(second.data)).toEqual([
      "carol@example.com",
      "dave@example.com",
      "erin@corp.test",
    ]);
  });

  it("searches email or name with contains, starts_with, ends_with; total counts the matches", async () => {
    const contains = await list({ searchValue: "ar", sortBy: "email" });
    expect(emails(contains.data)).toEqual(["carol@example.com"]);
    const byName = await list({
      searchField: "name",
      searchOperator: "starts_with",
      searchValue: "Erin",
    });
    expect(emails(byName.data)).toEqual(["erin@corp.test"]);
    const endsWith = await list({
      searchOperator: "ends_with",
      searchValue: "@example.com",
      limit: "2",
    });
    expect(endsWith.data.users).toHaveLength(2);
    expect(endsWith.data.total).toBe(people.length + 1);
  });

  it("filters on any user field, with the value read as the field's type, and sorts descending", async () => {
    const banned = await list({ filterField: "banned", filterValue: "true" });
    expect(emails(banned.data)).toEqual(["erin@corp.test"]);
    expect(banned.data.total).toBe(1);
    const admins = await list({ filterField: "role", filterValue: "admin" });
    expect(emails(admins.data)).toEqual([ADMIN_EMAIL]);
    const notUsers = await list({ filterField: "role", filterOperator: "ne", filterValue: "user" });
    expect(notUsers.data.total).toBe(1);
    const descending = await list({ sortBy: "email", sortDirection: "desc", limit: "1" });
    expect(emails(descending.data)).toEqual(["grace@example.com"]);
  });

  it("answers 400 naming a field that is not a user field", async () => {
    const unknown = await list({ filterField: "password", filterValue: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({
      code: "INVALID_LIST_USERS_FIELD",
      message: "Invalid field: password",
    });
    const unknownSort = await list({ sortBy: "nope" });
    expect(unknownSort.status).toBe(400);
  });
});
