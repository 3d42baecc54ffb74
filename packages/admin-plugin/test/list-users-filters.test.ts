import type { AuthPlugin } from "@tollgate/auth-server";
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTER_OPERATORS } from "../src/routes/list-users";
import { MAX_FILTER_VALUES } from "../src/routes/list-users-where";
import { ADMIN_EMAIL, adminServer, databaseOption, type UserBody } from "./support/admin-server";

interface ListBody {
  users: UserBody[];
  total: number;
  code?: string;
  message?: string;
  field?: string;
}

/** A number and a JSON list on the user, so that every kind of field is filtered on. */
const extraUserFields = {
  id: "extra-user-fields",
  schema: {
    user: {
      fields: {
        loginCount: { type: "number", required: false, input: false },
        tags: { type: "string[]", required: false, input: false },
      },
    },
  },
} satisfies AuthPlugin;

const FIELDS = ["email", "role", "banned", "createdAt", "banExpires", "loginCount", "tags", "id"];

/** Values a person or a script may put in a query string, well-formed or not. */
const VALUES = [
  "admin",
  "",
  "true",
  "yes",
  "3",
  "-1.5",
  "NaN",
  "2024-01-01",
  "not a date",
  "[]",
  '["admin","user"]',
  "[1,2]",
  '[{"a":1}]',
  "[not json",
  "null",
  "%_!*?[",
  "x".repeat(5000),
];

describe.each(testDatabases())("GET /admin/list-users filters on $name", (target) => {
  let database: TestDatabase | undefined;
  let s: Awaited<ReturnType<typeof adminServer>>;
  const everyone = [ADMIN_EMAIL, "alice@example.com", "bob@example.com", "erin@corp.test"];

  beforeAll(async () => {
    database = await target.open();
    s = await adminServer({ database: databaseOption(database), plugins: [extraUserFields] });
    for (const email of ["alice@example.com", "bob@example.com"])
      await s.t.auth.api.createUser({ body: { email, name: email, password: "a good password" } });
    const erin = await s.t.auth.api.createUser({
      body: { email: "erin@corp.test", name: "Erin" },
    });
    await s.post("/admin/ban-user", { userId: erin.user.id });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** GET with a query string as written (repeated keys kept). */
  const list = (query: string) =>
    s.t.json<ListBody>(`/admin/list-users?${query}`, { cookies: s.adminBrowser });
  const emails = (body: ListBody) => body.users.map((user) => user.email).sort();
  const q = (entries: [string, string][]) => new URLSearchParams(entries).toString();

  it("regression: in and not_in with a single value answer 200 with the matches, not 500", async () => {
    const inOne = await list(
      q([
        ["filterField", "role"],
        ["filterOperator", "in"],
        ["filterValue", "admin"],
      ]),
    );
    expect(inOne.status).toBe(200);
    expect(emails(inOne.data)).toEqual([ADMIN_EMAIL]);
    expect(inOne.data.total).toBe(1);
    const notInOne = await list(
      q([
        ["filterField", "role"],
        ["filterOperator", "not_in"],
        ["filterValue", "admin"],
      ]),
    );
    expect(notInOne.status).toBe(200);
    expect(emails(notInOne.data)).toEqual(everyone.filter((email) => email !== ADMIN_EMAIL).sort());
    const byEmail = await list(
      q([
        ["filterOperator", "in"],
        ["filterValue", "bob@example.com"],
      ]),
    );
    expect(emails(byEmail.data)).toEqual(["bob@example.com"]);
    const banned = await list(
      q([
        ["filterField", "banned"],
        ["filterOperator", "in"],
        ["filterValue", "true"],
      ]),
    );
    expect(emails(banned.data)).toEqual(["erin@corp.test"]);
  });

  it("in and not_in take several values: repeated keys (Better Auth's client), a JSON list (Tollgate's client), or an array through auth.api", async () => {
    const repeated = await list(
      q([
        ["filterOperator", "in"],
        ["filterValue", "alice@example.com"],
        ["filterValue", "erin@corp.test"],
      ]),
    );
    expect(repeated.status).toBe(200);
    expect(emails(repeated.data)).toEqual(["alice@example.com", "erin@corp.test"]);
    const json = await list(
      q([
        ["filterOperator", "not_in"],
        ["filterValue", JSON.stringify(["alice@example.com", "erin@corp.test"])],
      ]),
    );
    expect(emails(json.data)).toEqual([ADMIN_EMAIL, "bob@example.com"]);
    const api = await s.t.auth.api.listUsers({
      query: { filterField: "role", filterOperator: "in", filterValue: ["admin", "nobody"] },
      headers: new Headers({ cookie: s.adminBrowser.header() ?? "" }),
    });
    expect(api.users.map((user) => user.email)).toEqual([ADMIN_EMAIL]);
    const none = await list(
      q([
        ["filterOperator", "in"],
        ["filterValue", "[]"],
      ]),
    );
    expect(none.data).toMatchObject({ users: [], total: 0 });
    const all = await list(
      q([
        ["filterOperator", "not_in"],
        ["filterValue", "[]"],
      ]),
    );
    expect(all.data.total).toBe(everyone.length);
  });

  it("every operator takes one value, read as the field's type", async () => {
    const cases: [string, string, string, string[]][] = [
      ["email", "eq", "bob@example.com", ["bob@example.com"]],
      ["email", "ne", "bob@example.com", everyone.filter((e) => e !== "bob@example.com")],
      ["email", "lt", "b", [ADMIN_EMAIL, "alice@example.com"]],
      ["email", "lte", "bob@example.com", [ADMIN_EMAIL, "alice@example.com", "bob@example.com"]],
      ["email", "gt", "bob@example.com", ["erin@corp.test"]],
      ["email", "gte", "bob@example.com", ["bob@example.com", "erin@corp.test"]],
      ["email", "contains", "corp", ["erin@corp.test"]],
      ["email", "starts_with", "al", ["alice@example.com"]],
      ["email", "ends_with", "@corp.test", ["erin@corp.test"]],
      ["banned", "eq", "true", ["erin@corp.test"]],
      ["banned", "ne", "true", everyone.filter((e) => e !== "erin@corp.test")],
      ["createdAt", "gt", "2000-01-01T00:00:00Z", everyone],
      ["createdAt", "lt", "2000-01-01", []],
      ["createdAt", "lte", new Date(Date.now() + 60_000).toISOString(), everyone],
      ["loginCount", "gte", "0", []],
    ];
    for (const [field, operator, value, expected] of cases) {
      const answer = await list(
        q([
          ["filterField", field],
          ["filterOperator", operator],
          ["filterValue", value],
        ]),
      );
      expect(answer.status, `${field} ${operator} ${value}`).toBe(200);
      expect(emails(answer.data), `${field} ${operator} ${value}`).toEqual([...expected].sort());
    }
  });

  it("answers 400 naming the parameter for a value the field cannot hold", async () => {
    const cases: [string, string, string[], string][] = [
      ["banned", "eq", ["yes"], "filterValue"],
      ["createdAt", "gt", ["not a date"], "filterValue"],
      ["banExpires", "eq", [""], "filterValue"],
      ["loginCount", "eq", ["many"], "filterValue"],
      ["loginCount", "in", ["1", "NaN"], "filterValue"],
      ["email", "eq", ["a@example.com", "b@example.com"], "filterValue"],
      ["role", "contains", ["admin", "user"], "filterValue"],
      ["banned", "contains", ["true"], "filterOperator"],
      ["createdAt", "starts_with", ["2024"], "filterOperator"],
      ["tags", "lt", ["a"], "filterOperator"],
    ];
    for (const [field, operator, values, named] of cases) {
      const answer = await list(
        q([
          ["filterField", field],
          ["filterOperator", operator],
          ...values.map((value): [string, string] => ["filterValue", value]),
        ]),
      );
      expect(answer.status, `${field} ${operator} ${values.join(",")}`).toBe(400);
      expect(answer.data).toMatchObject({
        code: "INVALID_FIELD",
        message: `Invalid value for field ${named}`,
        field: named,
      });
    }
  });

  it(`answers 400 for more than ${MAX_FILTER_VALUES} values, an unknown operator or field`, async () => {
    const many = Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => `u${i}@example.com`);
    const tooMany = await list(
      q([
        ["filterOperator", "in"],
        ["filterValue", JSON.stringify(many)],
      ]),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.field).toBe("filterValue");
    const atLimit = await list(
      q([
        ["filterOperator", "in"],
        ["filterValue", JSON.stringify(many.slice(1))],
      ]),
    );
    expect(atLimit.status).toBe(200);
    const operator = await list(
      q([
        ["filterOperator", "like"],
        ["filterValue", "a"],
      ]),
    );
    expect(operator.status).toBe(400);
    expect(operator.data).toMatchObject({ code: "VALIDATION_ERROR", field: "filterOperator" });
    const field = await list(
      q([
        ["filterField", "password"],
        ["filterValue", "a"],
      ]),
    );
    expect(field.data).toMatchObject({ code: "INVALID_LIST_USERS_FIELD" });
  });

  it("regression: no operator, field and value (one or two of them) answers 500", async () => {
    const failures: string[] = [];
    for (const field of FIELDS)
      for (const operator of FILTER_OPERATORS)
        for (const [index, value] of VALUES.entries())
          for (const repeated of [false, true]) {
            const values = repeated ? [value, VALUES[(index + 1) % VALUES.length] ?? ""] : [value];
            const answer = await list(
              q([
                ["filterField", field],
                ["filterOperator", operator],
                ...values.map((item): [string, string] => ["filterValue", item]),
              ]),
            );
            const named = answer.status === 400 && typeof answer.data.field === "string";
            if (answer.status !== 200 && !named)
              failures.push(`${field} ${operator} ${JSON.stringify(values)} → ${answer.status}`);
          }
    expect(failures).toEqual([]);
  }, 120_000);
});
