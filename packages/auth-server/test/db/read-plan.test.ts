import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter, JoinSpec } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { planRead } from "../../src/db/read-plan";
import { type ResolvedModel, resolveSchema } from "../../src/db/resolved-schema";
import { testSchema } from "./fixtures";
import { closeRecordedSqlites, openRecordedSqlite } from "./recorded-sqlite";

// A find's rows must be the same on every dialect, on the first call (Kysely's path), on the
// cached shape (on SQLite the direct reader's JSON form) and inside a transaction (Kysely's path
// again).

const OWNER: JoinSpec = { user: { on: ["ownerId", "id"] } };
const OWNER_NAME: JoinSpec = { user: { on: ["ownerId", "id"], select: ["name"] } };

describe.each(testDatabases())("read plans on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
    adapter = createKyselyAdapter(database.db, database.dialect, testSchema);
  });
  afterEach(() => database.close());

  /** Runs `read` three times: compiled, cached, and inside a transaction. */
  async function thrice<R>(read: (through: Adapter) => Promise<R>): Promise<R[]> {
    const compiled = await read(adapter);
    const cached = await read(adapter);
    const inTransaction = await adapter.transaction((trx) => read(trx));
    return [compiled, cached, inTransaction];
  }

  it("answers a fixed string field as stored (a lowercase field's where is lowercased too)", async () => {
    await adapter.create({ model: "widget", data: { id: "w1", label: "One", code: "MiXeD" } });
    const found = await thrice((through) =>
      through.findOne({ model: "widget", where: [{ field: "code", value: "MIXED" }] }),
    );
    for (const row of found) expect(row).toMatchObject({ id: "w1", label: "One", code: "mixed" });
  });

  it("gives each call of a cached shape its own fixed values", async () => {
    for (const id of ["a", "b", "c"])
      await adapter.create({ model: "widget", data: { id, label: `label-${id}` } });
    for (const id of ["a", "b", "c", "a"]) {
      const row = await adapter.findOne({ model: "widget", where: [{ field: "id", value: id }] });
      expect(row).toMatchObject({ id, label: `label-${id}` });
    }
    const none = await adapter.findOne({ model: "widget", where: [{ field: "id", value: "z" }] });
    expect(none).toBeNull();
  });

  it("reads each row's own value when clauses are joined by OR", async () => {
    for (const label of ["x", "y", "z"])
      await adapter.create({ model: "widget", data: { id: label, label } });
    const found = await thrice((through) =>
      through.findMany({
        model: "widget",
        where: [
          { field: "label", value: "x" },
          { field: "label", value: "z", connector: "OR" },
        ],
        sortBy: { field: "label", direction: "asc" },
      }),
    );
    for (const rows of found) expect(rows.map((row) => row.label)).toEqual(["x", "z"]);
  });

  it("gives a joined row its id from the local field, and null when nothing matched", async () => {
    const owner = await adapter.create<{ id: string }>({
      model: "user",
      data: { email: "owner@example.com", name: "Owner" },
    });
    await adapter.create({
      model: "widget",
      data: { id: "w1", label: "owned", ownerId: owner.id },
    });
    await adapter.create({ model: "widget", data: { id: "w2", label: "free" } });
    for (const join of [OWNER, OWNER_NAME]) {
      const found = await thrice((through) =>
        through.findMany<{ id: string; ownerId: string | null; user: Record<string, unknown> }>({
          model: "widget",
          where: [{ field: "label", operator: "ne", value: "nothing" }],
          sortBy: { field: "label", direction: "desc" },
          limit: 10,
          join,
        }),
      );
      for (const rows of found) {
        expect(rows.map((row) => row.id)).toEqual(["w1", "w2"]);
        expect(rows[0]?.user).toMatchObject({ id: owner.id, name: "Owner" });
        expect(rows[1]?.user).toBeNull();
      }
    }
  });

  it("answers an empty list through every path", async () => {
    const found = await thrice((through) =>
      through.findMany({
        model: "widget",
        where: [{ field: "label", value: "missing" }],
        sortBy: { field: "label", direction: "asc" },
        limit: 5,
        join: OWNER,
      }),
    );
    expect(found).toEqual([[], [], []]);
  });
});

describe("a read plan's rows", () => {
  const schema = resolveSchema(testSchema, "sqlite");
  const widget = schema.model("widget");
  const user = schema.model("user");
  const join = (key: string, model: ResolvedModel) => ({ key, model, alias: `__join_${key}` });
  const plan = planRead({ model: widget, joins: [join("user", user)] });
  const MADE = Date.UTC(2026, 10, 26, 12, 30, 15, 250);
  // widget: id, label, code, quantity, enabled, madeAt, metadata, tags, ownerId;
  // user: id, email, emailVerified, name, image, createdAt, updatedAt
  const widgetValues = [
    "w1",
    "Label",
    "mixed",
    3.5,
    0,
    MADE,
    '{"plan":"pro","seats":[1,2]}',
    '["a","b"]',
    "u1",
  ];
  const userValues = ["u1", "ann@example.com", 1, "Ann", null, MADE, MADE + 1];

  it("selects every field of the model, then of each joined model", () => {
    expect(plan.columns).toEqual([
      ...widget.fieldList.map((field) => field.name),
      ...user.fieldList.map((field) => `user.${field.name}`),
    ]);
  });

  it("decodes every codec, in the model's field order, with its joined row", () => {
    const row = plan.decode([...widgetValues, ...userValues]);
    expect(row).toEqual({
      id: "w1",
      label: "Label",
      code: "mixed",
      quantity: 3.5,
      enabled: false,
      madeAt: new Date(MADE),
      metadata: { plan: "pro", seats: [1, 2] },
      tags: ["a", "b"],
      ownerId: "u1",
      user: {
        id: "u1",
        email: "ann@example.com",
        emailVerified: true,
        name: "Ann",
        image: null,
        createdAt: new Date(MADE),
        updatedAt: new Date(MADE + 1),
      },
    });
    expect(Object.keys(row)).toEqual([...widget.fieldList.map((field) => field.name), "user"]);
    const values = [...widgetValues, ...userValues];
    const keyed = Object.fromEntries(plan.columns.map((name, index) => [name, values[index]]));
    expect(plan.decodeObject(keyed)).toEqual(row);
  });

  it("answers null for a join that matched nothing, and null for missing values", () => {
    const bare = ["w2", "Bare", null, null, undefined, null, null, null, null];
    const row = plan.decode([...bare, null, null, null, null, null, null, null]);
    expect(row).toMatchObject({ enabled: null, madeAt: null, ownerId: null, user: null });
  });

  it("gives every call its own row", () => {
    const values = [...widgetValues, ...userValues];
    const first = plan.decode(values);
    const second = plan.decode(values);
    expect(first).not.toBe(second);
    expect(first.user).not.toBe(second.user);
    expect(first.user).toEqual(second.user);
  });
});

describe("read plans' SQL on SQLite", () => {
  afterEach(closeRecordedSqlites);

  it("reads every column, the fixed ones and the joined id too, row by row", async () => {
    const { db, dialect, prepared } = await openRecordedSqlite(testSchema);
    const adapter = createKyselyAdapter(db, dialect, testSchema);
    const owner = await adapter.create<{ id: string }>({
      model: "user",
      data: { email: "o@example.com", name: "O" },
    });
    await adapter.create({ model: "widget", data: { id: "w1", label: "L", ownerId: owner.id } });
    const find = () =>
      adapter.findMany({
        model: "widget",
        where: [{ field: "label", value: "L" }],
        sortBy: { field: "id", direction: "asc" },
        limit: 10,
        join: OWNER_NAME,
      });
    await find();
    prepared.length = 0;
    expect(await find()).toEqual([
      expect.objectContaining({ id: "w1", label: "L", user: { id: owner.id, name: "O" } }),
    ]);
    expect(prepared.some((text) => /json_array|group_concat/.test(text))).toBe(false);
    const [read] = prepared;
    expect(read).toMatch(/"widget"\."label" as "label"/);
    expect(read).toMatch(/"__join_user"\."id" as "user\.id"/);
  });
});
