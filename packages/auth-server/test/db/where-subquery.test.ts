import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Adapter, Where, WhereSubquery } from "../../src/db/adapter-types";
import { findShapeKey } from "../../src/db/find-query-cache";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { migrate } from "../../src/db/migrate";
import { SchemaError } from "../../src/db/schema-errors";
import { statementCounter } from "./fixtures";
import { closeRecordedSqlites, openRecordedSqlite } from "./recorded-sqlite";

// A where whose "in" value is another model's rows (WhereSubquery): read in the same statement,
// on every path of the data layer, with the schema's table and column names mapped.

/** Shelves and the items on them, stored under table and column names of their own. */
const schema = buildSchema({
  plugins: [
    {
      id: "storage",
      schema: {
        shelf: {
          modelName: "storage_shelf",
          fields: {
            label: { type: "string", unique: true, fieldName: "shelf_label" },
            room: { type: "string", required: false, fieldName: "room_name" },
          },
        },
        item: {
          modelName: "stored_item",
          fields: {
            name: { type: "string", fieldName: "item_name" },
            shelfId: {
              type: "string",
              fieldName: "shelf_ref",
              references: { model: "shelf", field: "id", onDelete: "cascade" },
            },
            weight: { type: "number", required: false },
          },
        },
      },
    },
  ],
});

/** The shelf labelled `label`'s id, as a subquery. */
const shelfLabelled = (label: string): WhereSubquery => ({
  model: "shelf",
  select: "id",
  where: [{ field: "label", value: label }],
});

/** Items on the shelf labelled `label`. */
const onShelf = (label: string): Where[] => [
  { field: "shelfId", operator: "in", value: shelfLabelled(label) },
];

const names = (rows: readonly Record<string, unknown>[]) => rows.map((row) => row.name).sort();

describe.each(testDatabases())("where subqueries on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;
  const { counter, plugin } = statementCounter();

  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, schema);
    adapter = createKyselyAdapter(database.db.withPlugin(plugin), database.dialect, schema);
  });
  afterAll(() => database.close());

  /** Two shelves with their items, under labels of this test's own. */
  async function shelves() {
    const run = crypto.randomUUID().slice(0, 8);
    const labels = { top: `top-${run}`, bottom: `bottom-${run}`, empty: `empty-${run}` };
    const top = await adapter.create({ model: "shelf", data: { label: labels.top, room: run } });
    const bottom = await adapter.create({
      model: "shelf",
      data: { label: labels.bottom, room: run },
    });
    await adapter.create({ model: "shelf", data: { label: labels.empty, room: run } });
    for (const [name, shelf, weight] of [
      ["cup", top, 1],
      ["jar", top, 3],
      ["box", bottom, 5],
    ] as const)
      await adapter.create({ model: "item", data: { name, shelfId: shelf.id, weight } });
    return { labels, top, bottom, run };
  }

  it("filters findMany, findOne and count by another model's row, with mapped tables and columns", async () => {
    const { labels } = await shelves();
    expect(names(await adapter.findMany({ model: "item", where: onShelf(labels.top) }))).toEqual([
      "cup",
      "jar",
    ]);
    const heavy = await adapter.findOne({
      model: "item",
      where: [...onShelf(labels.top), { field: "weight", operator: "gt", value: 2 }],
    });
    expect(heavy).toMatchObject({ name: "jar", weight: 3 });
    expect(await adapter.count({ model: "item", where: onShelf(labels.bottom) })).toBe(1);
    expect(await adapter.count({ model: "item", where: onShelf(labels.empty) })).toBe(0);
    expect(await adapter.findMany({ model: "item", where: onShelf("no such shelf") })).toEqual([]);
  });

  it("answers a repeated shape with each call's own values (the compiled query is reused)", async () => {
    const { labels } = await shelves();
    const heavierThan = (label: string, weight: number): Where[] => [
      { field: "weight", operator: "gte", value: weight },
      { field: "shelfId", operator: "in", value: shelfLabelled(label) },
      { field: "name", operator: "ne", value: "nothing" },
    ];
    expect(findShapeKey({ model: "item", where: heavierThan(labels.top, 1) })).toBe(
      findShapeKey({ model: "item", where: heavierThan(labels.bottom, 4) }),
    );
    for (let round = 0; round < 3; round++) {
      const read = (label: string, weight: number) =>
        adapter.findMany({ model: "item", where: heavierThan(label, weight) });
      expect(names(await read(labels.top, 1))).toEqual(["cup", "jar"]);
      expect(names(await read(labels.top, 2))).toEqual(["jar"]);
      expect(names(await read(labels.bottom, 1))).toEqual(["box"]);
      expect(names(await read(labels.bottom, 6))).toEqual([]);
      expect(await adapter.count({ model: "item", where: onShelf(labels.top) })).toBe(2);
      expect(await adapter.count({ model: "item", where: onShelf(labels.bottom) })).toBe(1);
    }
  });

  it("reads with readAll in one statement on postgres", async () => {
    const { labels } = await shelves();
    counter.sent = 0;
    const [shelf, items, heaviest, count] = await adapter.readAll([
      { findOne: { model: "shelf", where: [{ field: "label", value: labels.top }] } },
      {
        find: {
          model: "item",
          where: onShelf(labels.top),
          sortBy: { field: "weight", direction: "desc" },
          join: { shelf: { on: ["shelfId", "id"], select: ["label"] } },
        },
      },
      { findOne: { model: "item", where: onShelf(labels.bottom) } },
      { count: { model: "item", where: onShelf(labels.top) } },
    ]);
    // Elsewhere one each (a shape SQLite has compiled before is read past Kysely: not counted).
    if (database.dialect === "postgres") expect(counter.sent).toBe(1);
    else expect(counter.sent).toBeGreaterThan(1);
    expect(shelf).toMatchObject({ label: labels.top, room: expect.any(String) });
    expect(items.map((item) => [item.name, item.shelf])).toEqual([
      ["jar", { id: shelf?.id, label: labels.top }],
      ["cup", { id: shelf?.id, label: labels.top }],
    ]);
    expect(heaviest).toMatchObject({ name: "box" });
    expect(count).toBe(2);
  });

  it("takes not_in, nested subqueries, OR connectors and subqueries in a join's where", async () => {
    const { labels, top, run } = await shelves();
    const inRoom = (room: string): Where[] => [
      {
        field: "shelfId",
        operator: "in",
        value: {
          model: "shelf",
          select: "id",
          where: [
            { field: "room", value: room },
            { field: "id", operator: "in", value: { model: "item", select: "shelfId", where: [] } },
          ],
        },
      },
    ];
    expect(names(await adapter.findMany({ model: "item", where: inRoom(run) }))).toEqual([
      "box",
      "cup",
      "jar",
    ]);
    const notTop: Where[] = [
      { field: "room", value: run },
      { field: "id", operator: "not_in", value: { model: "item", select: "shelfId", where: [] } },
    ];
    const emptyShelves = await adapter.findMany({ model: "shelf", where: notTop });
    expect(emptyShelves.map((shelf) => shelf.label)).toEqual([labels.empty]);
    const either = await adapter.findMany({
      model: "item",
      where: [
        ...onShelf(labels.bottom),
        { field: "shelfId", operator: "in", value: shelfLabelled(labels.top), connector: "OR" },
        { field: "weight", operator: "lt", value: 2 },
      ],
    });
    expect(names(either)).toEqual(["box", "cup"]);
    const withLightItem = await adapter.findMany({
      model: "shelf",
      where: [{ field: "room", value: run }],
      sortBy: { field: "label", direction: "desc" },
      join: {
        item: {
          on: ["id", "shelfId"],
          where: [
            {
              field: "shelfId",
              operator: "in",
              value: { model: "shelf", select: "id", where: [{ field: "id", value: top.id }] },
            },
          ],
        },
      },
    });
    const joinedNames = withLightItem.map((shelf) => [
      shelf.label,
      (shelf.item as { name: string } | null)?.name ?? null,
    ]);
    expect(joinedNames.sort()).toEqual(
      [
        [labels.bottom, null],
        [labels.empty, null],
        [labels.top, "cup"],
        [labels.top, "jar"],
      ].sort(),
    );
  });

  it("pages with findPage", async () => {
    const { labels } = await shelves();
    const page = await adapter.findPage({
      model: "item",
      where: onShelf(labels.top),
      sortBy: { field: "name", direction: "asc" },
      limit: 1,
    });
    expect({ names: names(page.rows), total: page.total }).toEqual({ names: ["cup"], total: 2 });
  });

  it("updates, deletes and consumes the rows a subquery names, and guards writeAllIf", async () => {
    const { labels } = await shelves();
    const moved = await adapter.updateMany({
      model: "item",
      where: onShelf(labels.top),
      update: { weight: 7 },
    });
    expect(moved).toBe(2);
    expect(
      await adapter.update({
        model: "item",
        where: [...onShelf(labels.bottom), { field: "name", value: "box" }],
        update: { weight: 9 },
      }),
    ).toMatchObject({ name: "box", weight: 9 });
    const [updated] = await adapter.writeAll([
      { update: { model: "item", where: onShelf(labels.top), update: { weight: 8 } } },
    ]);
    expect(updated.map((item) => item.weight)).toEqual([8, 8]);
    const refused = await adapter.writeAllIf({
      when: [{ absent: { model: "item", where: onShelf(labels.top) } }],
      writes: [{ delete: { model: "item", where: onShelf(labels.top) } }],
    });
    expect(refused.failed).toBe(0);
    const consumed = await adapter.consume({ model: "item", where: onShelf(labels.bottom) });
    expect(names(consumed)).toEqual(["box"]);
    expect(await adapter.deleteMany({ model: "item", where: onShelf(labels.top) })).toBe(2);
    expect(await adapter.count({ model: "item", where: onShelf(labels.top) })).toBe(0);
  });

  it("updates and deletes rows named by a subquery on their own model", async () => {
    const { labels } = await shelves();
    const sameShelfAsJar: Where[] = [
      {
        field: "shelfId",
        operator: "in",
        value: { model: "item", select: "shelfId", where: [{ field: "name", value: "jar" }] },
      },
      ...onShelf(labels.top),
    ];
    expect(
      await adapter.updateMany({ model: "item", where: sameShelfAsJar, update: { weight: 2 } }),
    ).toBe(2);
    expect(await adapter.deleteMany({ model: "item", where: sameShelfAsJar })).toBe(2);
    expect(await adapter.count({ model: "item", where: onShelf(labels.top) })).toBe(0);
  });

  it("refuses an unknown model or field in a subquery as it refuses an unknown field", async () => {
    const refusal = (where: Where[]) => adapter.findMany({ model: "item", where });
    const subquery = (value: WhereSubquery): Where[] => [
      { field: "shelfId", operator: "in", value },
    ];
    await expect(refusal(subquery({ model: "cupboard", select: "id", where: [] }))).rejects.toThrow(
      /^Unknown model "cupboard"\. Known models: .*shelf, item\.$/,
    );
    await expect(
      refusal(subquery({ model: "shelf", select: "colour", where: [] })),
    ).rejects.toThrow(
      /^Unknown field "colour" on model "shelf"\. Known fields: id, label, room\.$/,
    );
    await expect(
      refusal(subquery({ model: "shelf", select: "id", where: [{ field: "size", value: 1 }] })),
    ).rejects.toThrow(/^Unknown field "size" on model "shelf"/);
    await expect(
      adapter.count({ model: "item", where: subquery({ model: "box", select: "id", where: [] }) }),
    ).rejects.toThrow(SchemaError);
    await expect(
      adapter.readAll([
        { find: { model: "item", where: subquery({ model: "box", select: "id", where: [] }) } },
        { count: { model: "item" } },
      ]),
    ).rejects.toThrow(/^Unknown model "box"/);
    await expect(
      refusal([{ field: "shelfId", operator: "in", value: { model: "shelf", select: "id" } }]),
    ).rejects.toThrow(/needs an array value or a subquery/);
  });
});

describe("where subqueries on SQLite's direct reader", () => {
  afterEach(closeRecordedSqlites);

  it("reuse the prepared statement of a shape, with each call's own values", async () => {
    const { db, dialect, prepared } = await openRecordedSqlite(schema);
    const adapter = createKyselyAdapter(db, dialect, schema);
    for (const label of ["a", "b"]) {
      const shelf = await adapter.create({ model: "shelf", data: { label } });
      await adapter.create({ model: "item", data: { name: `on-${label}`, shelfId: shelf.id } });
    }
    const read = async (label: string) =>
      names(await adapter.findMany({ model: "item", where: onShelf(label) }));
    expect(await read("a")).toEqual(["on-a"]);
    prepared.length = 0;
    expect(await read("b")).toEqual(["on-b"]);
    expect(await read("a")).toEqual(["on-a"]);
    expect(await read("c")).toEqual([]);
    // The first read above compiled the shape; the direct reader then prepared it once.
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toContain(
      'where "stored_item"."shelf_ref" in (select "__in_shelf"."id" from "storage_shelf" as "__in_shelf" where "__in_shelf"."shelf_label" = ?)',
    );
  });
});
