import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter, JoinSpec, Where } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { SchemaError } from "../../src/db/schema-errors";
import { UniqueConstraintError } from "../../src/db/unique-constraint-error";
import { countQueries, testSchema } from "./fixtures";

describe.each(testDatabases())("Kysely adapter on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
    adapter = createKyselyAdapter(database.db, database.dialect, testSchema);
  });
  afterEach(() => database.close());

  const madeAt = new Date("2024-05-06T07:08:09.123Z");

  async function seedWidgets() {
    const labels = ["alpha", "beta", "gamma", "delta", "50%_off"];
    for (const [position, label] of labels.entries()) {
      await adapter.create({
        model: "widget",
        data: {
          id: `w${position}`,
          label,
          quantity: position * 10,
          enabled: position % 2 === 0,
          madeAt: new Date(madeAt.getTime() + position * 1000),
        },
      });
    }
  }

  const labelsOf = (rows: Record<string, unknown>[]) => rows.map((row) => row.label);

  it("round-trips every field type as its JavaScript type", async () => {
    const created = await adapter.create({
      model: "widget",
      data: {
        label: "Gadget",
        code: "MiXeD",
        quantity: 2.5,
        enabled: true,
        madeAt,
        metadata: { nested: { list: [1, "two"] }, flag: false },
        tags: ["a", "b"],
      },
    });
    expect(created.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const found = await adapter.findOne({
      model: "widget",
      where: [{ field: "id", value: created.id }],
    });
    expect(found).toEqual({
      id: created.id,
      label: "Gadget",
      code: "mixed",
      quantity: 2.5,
      enabled: true,
      madeAt,
      metadata: { nested: { list: [1, "two"] }, flag: false },
      tags: ["a", "b"],
      ownerId: null,
    });
    expect(found?.madeAt).toBeInstanceOf(Date);
    expect(created).toEqual(found);
  });

  it("applies defaultValue and stores a renamed field in its own column", async () => {
    const created = await adapter.create({ model: "widget", data: { label: "x", madeAt } });
    expect(created.enabled).toBe(false);
    const raw = await sql<{ made_at: unknown }>`select made_at from widget`.execute(database.db);
    const stored = raw.rows[0]?.made_at;
    if (database.dialect === "sqlite") expect(stored).toBe(madeAt.getTime());
    else expect(stored).toEqual(madeAt);
  });

  it("compares lowercase fields lowercased in where clauses", async () => {
    await adapter.create({ model: "widget", data: { label: "x", code: "ABC" } });
    const found = await adapter.findOne({
      model: "widget",
      where: [{ field: "code", value: "aBc" }],
    });
    expect(found?.code).toBe("abc");
  });

  it("supports eq, ne, lt, lte, gt, gte", async () => {
    await seedWidgets();
    const find = (operator: "eq" | "ne" | "lt" | "lte" | "gt" | "gte", value: unknown) =>
      adapter
        .findMany({
          model: "widget",
          where: [{ field: "quantity", operator, value }],
          sortBy: { field: "quantity", direction: "asc" },
        })
        .then(labelsOf);
    expect(await find("eq", 20)).toEqual(["gamma"]);
    expect(await find("ne", 20)).toEqual(["alpha", "beta", "delta", "50%_off"]);
    expect(await find("lt", 20)).toEqual(["alpha", "beta"]);
    expect(await find("lte", 20)).toEqual(["alpha", "beta", "gamma"]);
    expect(await find("gt", 20)).toEqual(["delta", "50%_off"]);
    expect(await find("gte", 20)).toEqual(["gamma", "delta", "50%_off"]);
  });

  it("compares dates and booleans through their stored form", async () => {
    await seedWidgets();
    const later = await adapter.findMany({
      model: "widget",
      where: [{ field: "madeAt", operator: "gte", value: new Date(madeAt.getTime() + 3000) }],
      sortBy: { field: "madeAt", direction: "asc" },
    });
    expect(labelsOf(later)).toEqual(["delta", "50%_off"]);
    const enabled = await adapter.findMany({
      model: "widget",
      where: [{ field: "enabled", value: true }],
      sortBy: { field: "quantity", direction: "asc" },
    });
    expect(labelsOf(enabled)).toEqual(["alpha", "gamma", "50%_off"]);
  });

  it("supports in and not_in with arrays, including empty arrays", async () => {
    await seedWidgets();
    const sorted = { field: "label", direction: "asc" } as const;
    const inList = await adapter.findMany({
      model: "widget",
      where: [{ field: "label", operator: "in", value: ["beta", "delta", "zeta"] }],
      sortBy: sorted,
    });
    expect(labelsOf(inList)).toEqual(["beta", "delta"]);
    const notIn = await adapter.findMany({
      model: "widget",
      where: [{ field: "label", operator: "not_in", value: ["beta", "delta"] }],
      sortBy: sorted,
    });
    expect(labelsOf(notIn)).toEqual(["50%_off", "alpha", "gamma"]);
    expect(
      await adapter.count({
        model: "widget",
        where: [{ field: "label", operator: "in", value: [] }],
      }),
    ).toBe(0);
    expect(
      await adapter.count({
        model: "widget",
        where: [{ field: "label", operator: "not_in", value: [] }],
      }),
    ).toBe(5);
    await expect(
      adapter.findMany({
        model: "widget",
        where: [{ field: "label", operator: "in", value: "beta" }],
      }),
    ).rejects.toThrow(/needs an array/);
  });

  it("matches contains, starts_with and ends_with case-sensitively, wildcards taken literally", async () => {
    await seedWidgets();
    const find = async (operator: "contains" | "starts_with" | "ends_with", value: string) =>
      labelsOf(
        await adapter.findMany({
          model: "widget",
          where: [{ field: "label", operator, value }],
          sortBy: { field: "label", direction: "asc" },
        }),
      );
    expect(await find("contains", "lt")).toEqual(["delta"]);
    expect(await find("contains", "a")).toEqual(["alpha", "beta", "delta", "gamma"]);
    expect(await find("contains", "A")).toEqual([]);
    expect(await find("starts_with", "ga")).toEqual(["gamma"]);
    expect(await find("ends_with", "ta")).toEqual(["beta", "delta"]);
    expect(await find("contains", "%_")).toEqual(["50%_off"]);
    expect(await find("contains", "_")).toEqual(["50%_off"]);
    expect(await find("starts_with", "%")).toEqual([]);
  });

  it("matches null with eq and ne", async () => {
    await adapter.create({ model: "widget", data: { label: "none" } });
    await adapter.create({ model: "widget", data: { label: "some", quantity: 1 } });
    const isNull = await adapter.findMany({
      model: "widget",
      where: [{ field: "quantity", value: null }],
    });
    expect(labelsOf(isNull)).toEqual(["none"]);
    const notNull = await adapter.findMany({
      model: "widget",
      where: [{ field: "quantity", operator: "ne", value: null }],
    });
    expect(labelsOf(notNull)).toEqual(["some"]);
  });

  it("combines AND and OR with AND binding tighter", async () => {
    await seedWidgets();
    // label = alpha OR (quantity >= 30 AND enabled = true)  →  alpha, 50%_off
    const rows = await adapter.findMany({
      model: "widget",
      where: [
        { field: "label", value: "alpha" },
        { field: "quantity", operator: "gte", value: 30, connector: "OR" },
        { field: "enabled", value: true, connector: "AND" },
      ],
      sortBy: { field: "quantity", direction: "asc" },
    });
    expect(labelsOf(rows)).toEqual(["alpha", "50%_off"]);
  });

  it("sorts, limits and offsets", async () => {
    await seedWidgets();
    const page = await adapter.findMany({
      model: "widget",
      sortBy: { field: "quantity", direction: "desc" },
      limit: 2,
      offset: 1,
    });
    expect(labelsOf(page)).toEqual(["delta", "gamma"]);
    const rest = await adapter.findMany({
      model: "widget",
      sortBy: { field: "quantity", direction: "asc" },
      offset: 3,
    });
    expect(labelsOf(rest)).toEqual(["delta", "50%_off"]);
  });

  it("updates one row and returns it, or null when nothing matched", async () => {
    await seedWidgets();
    const updated = await adapter.update({
      model: "widget",
      where: [{ field: "id", value: "w1" }],
      update: { label: "BETA", enabled: true, metadata: { v: 2 } },
    });
    expect(updated).toMatchObject({ id: "w1", label: "BETA", enabled: true, metadata: { v: 2 } });
    expect(
      await adapter.update({
        model: "widget",
        where: [{ field: "id", value: "nope" }],
        update: { label: "x" },
      }),
    ).toBeNull();
  });

  it("updateMany, deleteMany and count report the affected rows", async () => {
    await seedWidgets();
    const changed = await adapter.updateMany({
      model: "widget",
      where: [{ field: "quantity", operator: "lt", value: 25 }],
      update: { enabled: true },
    });
    expect(changed).toBe(3);
    expect(
      await adapter.count({ model: "widget", where: [{ field: "enabled", value: true }] }),
    ).toBe(4);
    const deleted = await adapter.deleteMany({
      model: "widget",
      where: [{ field: "enabled", value: true }],
    });
    expect(deleted).toBe(4);
    expect(await adapter.count({ model: "widget" })).toBe(1);
    await adapter.delete({ model: "widget", where: [{ field: "id", value: "w3" }] });
    expect(await adapter.count({ model: "widget" })).toBe(0);
  });

  it("consume deletes and returns the matching rows", async () => {
    await seedWidgets();
    const consumed = await adapter.consume({
      model: "widget",
      where: [{ field: "quantity", operator: "gte", value: 30 }],
    });
    expect(labelsOf(consumed).sort()).toEqual(["50%_off", "delta"]);
    expect(consumed[0]?.madeAt).toBeInstanceOf(Date);
    expect(await adapter.count({ model: "widget" })).toBe(3);
    expect(
      await adapter.consume({
        model: "widget",
        where: [{ field: "quantity", operator: "gte", value: 30 }],
      }),
    ).toEqual([]);
  });

  it("joins the referenced row in one query, nested under its model key", async () => {
    const user = await adapter.create({
      model: "user",
      data: { email: "Ann@Example.com", name: "Ann" },
    });
    await adapter.create({
      model: "session",
      data: { userId: user.id, token: "tok", expiresAt: new Date(Date.now() + 60_000) },
    });
    const counted = countQueries(database.db);
    const countingAdapter = createKyselyAdapter(counted.db, database.dialect, testSchema);
    const row = await countingAdapter.findOne<{ token: string; user: { createdAt: Date } | null }>({
      model: "session",
      where: [{ field: "token", value: "tok" }],
      join: { user: { on: ["userId", "id"] } },
    });
    expect(counted.count()).toBe(1);
    expect(row?.token).toBe("tok");
    expect(row?.user).toEqual(user);
    expect(row?.user?.createdAt).toBeInstanceOf(Date);
  });

  it("a LEFT JOIN with no match yields null; join conditions filter the joined row", async () => {
    const user = await adapter.create({
      model: "user",
      data: { email: "b@example.com", name: "B" },
    });
    await adapter.create({
      model: "account",
      data: { userId: user.id, providerId: "github", accountId: "gh-1" },
    });
    const join = (providerId: string) => ({
      account: {
        on: ["id", "userId"] as [string, string],
        where: [{ field: "providerId", value: providerId }],
      },
    });
    const withGithub = await adapter.findOne({
      model: "user",
      where: [{ field: "id", value: user.id }],
      join: join("github"),
    });
    expect(withGithub?.account).toMatchObject({ providerId: "github", accountId: "gh-1" });
    const withCredential = await adapter.findOne({
      model: "user",
      where: [{ field: "id", value: user.id }],
      join: join("credential"),
    });
    expect(withCredential?.email).toBe("b@example.com");
    expect(withCredential?.account).toBeNull();
  });

  it("a join's select reads only those fields of the joined row, and its id", async () => {
    const user = await adapter.create<{ id: string }>({
      model: "user",
      data: { email: "cy@example.com", name: "Cy" },
    });
    await adapter.create({
      model: "session",
      data: { userId: user.id, token: "tok-select", expiresAt: new Date(Date.now() + 60_000) },
    });
    const narrow: JoinSpec = { user: { on: ["userId", "id"], select: ["name", "email"] } };
    // Twice: the first compiles the query, the second reuses the cached shape.
    for (let call = 0; call < 2; call++) {
      const row = await adapter.findOne({
        model: "session",
        where: [{ field: "token", value: "tok-select" }],
        join: narrow,
      });
      expect(row?.token).toBe("tok-select");
      expect(row?.user).toEqual({ id: user.id, name: "Cy", email: "cy@example.com" });
    }
    // The whole row still comes with a join that selects nothing in particular.
    const whole = await adapter.findOne<{ user: Record<string, unknown> }>({
      model: "session",
      where: [{ field: "token", value: "tok-select" }],
      join: { user: { on: ["userId", "id"] } },
    });
    expect(whole?.user.createdAt).toBeInstanceOf(Date);
    await expect(
      adapter.findOne({
        model: "session",
        where: [{ field: "token", value: "tok-select" }],
        join: { user: { on: ["userId", "id"], select: ["nickname"] } },
      }),
    ).rejects.toBeInstanceOf(SchemaError);
  });

  describe("findPage", () => {
    /** 30 widgets: item-00 … item-19 (quantity 0 … 19), other-00 … other-09. */
    async function seedItems() {
      for (let index = 0; index < 30; index++) {
        const item = index < 20;
        const number = String(item ? index : index - 20).padStart(2, "0");
        await adapter.create({
          model: "widget",
          data: { label: `${item ? "item" : "other"}-${number}`, quantity: index },
        });
      }
    }
    const items: Where[] = [{ field: "label", operator: "contains", value: "item-" }];

    it("pages through a search: every match once, and the total count() gives", async () => {
      await seedItems();
      const seen: unknown[] = [];
      for (let offset = 0; offset < 21; offset += 7) {
        const page = await adapter.findPage({ model: "widget", where: items, limit: 7, offset });
        expect(page.total).toBe(20);
        expect(page.rows.length).toBe(offset === 14 ? 6 : 7);
        seen.push(...page.rows.map((row) => row.label));
      }
      expect(new Set(seen).size).toBe(20);
      expect([...seen].sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `item-${String(i).padStart(2, "0")}`),
      );
      const all = await adapter.findPage({ model: "widget", where: items });
      expect(all.rows.length).toBe(20);
      expect(all.rows[0]).toMatchObject({ enabled: false, madeAt: null, tags: null });
    });

    it("sorts as findMany does, both directions, and answers an empty page past the end", async () => {
      await seedItems();
      for (const direction of ["asc", "desc"] as const) {
        const args = {
          model: "widget",
          where: items,
          sortBy: { field: "quantity", direction },
          limit: 5,
          offset: 5,
        };
        const page = await adapter.findPage(args);
        expect(labelsOf(page.rows)).toEqual(labelsOf(await adapter.findMany(args)));
        expect(page.rows.map((row) => row.quantity)).toEqual(
          direction === "asc" ? [5, 6, 7, 8, 9] : [14, 13, 12, 11, 10],
        );
      }
      const past = await adapter.findPage({ model: "widget", where: items, limit: 5, offset: 40 });
      expect(past).toEqual({ rows: [], total: 20 });
      const none = [{ field: "label", operator: "contains" as const, value: "nothing" }];
      expect(await adapter.findPage({ model: "widget", where: none, limit: 5 })).toEqual({
        rows: [],
        total: 0,
      });
    });

    it("answers the same inside a transaction and without a where", async () => {
      await seedItems();
      const args = {
        model: "widget",
        where: items,
        sortBy: { field: "quantity", direction: "asc" as const },
        limit: 3,
      };
      const outside = await adapter.findPage(args);
      const inside = await adapter.transaction((trx) => trx.findPage(args));
      expect(inside).toEqual(outside);
      const everything = await adapter.findPage({ model: "widget", limit: 4 });
      expect(everything.total).toBe(30);
      expect(everything.rows.length).toBe(4);
    });
  });

  it("surfaces unique violations as UniqueConstraintError naming the model and fields", async () => {
    await adapter.create({ model: "user", data: { email: "dup@example.com", name: "One" } });
    const error = await adapter
      .create({ model: "user", data: { email: "DUP@example.com", name: "Two" } })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(UniqueConstraintError);
    expect(error).toMatchObject({ model: "user", fields: ["email"] });
  });

  it("rejects unknown models and fields with a clear programmer error", async () => {
    await expect(adapter.findMany({ model: "nope" })).rejects.toThrow(SchemaError);
    await expect(adapter.findMany({ model: "nope" })).rejects.toThrow(/Unknown model "nope"/);
    await expect(
      adapter.findOne({ model: "user", where: [{ field: "emial", value: "x" }] }),
    ).rejects.toThrow(/Unknown field "emial" on model "user"/);
    await expect(
      adapter.create({ model: "user", data: { email: "a@b.c", name: "A", nickname: "x" } }),
    ).rejects.toThrow(/Unknown field "nickname"/);
  });

  it("rolls a transaction back when it throws, and nested calls reuse it", async () => {
    await expect(
      adapter.transaction(async (trx) => {
        await trx.create({ model: "widget", data: { label: "inside" } });
        await trx.transaction(async (nested) => {
          await nested.create({ model: "widget", data: { label: "nested" } });
          expect(await nested.count({ model: "widget" })).toBe(2);
        });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await adapter.count({ model: "widget" })).toBe(0);
    const kept = await adapter.transaction(async (trx) => {
      await trx.create({ model: "widget", data: { label: "kept" } });
      return trx.count({ model: "widget" });
    });
    expect(kept).toBe(1);
    expect(await adapter.count({ model: "widget" })).toBe(1);
  });

  it("lockRows holds the matched rows until the transaction ends, so lock-then-count sees the other's write", async () => {
    const gate = await adapter.create({ model: "widget", data: { label: "gate" } });
    const byGate = [{ field: "id", value: gate.id }];
    let locked: () => void = () => {};
    const firstHoldsTheLock = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = adapter.transaction(async (trx) => {
      expect(await trx.lockRows({ model: "widget", where: byGate })).toBe(1);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await trx.create({ model: "widget", data: { label: "written while locked" } });
    });
    await firstHoldsTheLock;
    const seenBySecond = await adapter.transaction(async (trx) => {
      await trx.lockRows({ model: "widget", where: byGate });
      return trx.count({ model: "widget" });
    });
    await first;
    expect(seenBySecond).toBe(2);
    expect(
      await adapter.lockRows({ model: "widget", where: [{ field: "label", value: "none" }] }),
    ).toBe(0);
  });

  it("cascades a user delete to rows that reference it", async () => {
    const user = await adapter.create({
      model: "user",
      data: { email: "c@example.com", name: "C" },
    });
    await adapter.create({ model: "widget", data: { label: "owned", ownerId: user.id } });
    await adapter.delete({ model: "user", where: [{ field: "id", value: user.id }] });
    expect(await adapter.count({ model: "widget" })).toBe(0);
  });
});
