import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import { createDatabase } from "../../src/db/create-kysely";
import type { DynamicKysely } from "../../src/db/database-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { sqliteDirectReaderOf } from "../../src/db/sqlite-direct-reader";
import { testSchema } from "./fixtures";

const opened: DynamicKysely[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function openWidgets() {
  const { db, dialect } = createDatabase(new Database(":memory:"));
  opened.push(db);
  await migrate(db, dialect, testSchema);
  return { db, adapter: createKyselyAdapter(db, dialect, testSchema) };
}

const byLabel = (label: string) => [{ field: "label", value: label }];

describe("SQLite direct reads", () => {
  it("are offered for databases Tollgate opens over better-sqlite3, and decline inside a transaction", async () => {
    const { db } = await openWidgets();
    const reader = sqliteDirectReaderOf(db);
    expect(reader?.read("select 1 as one, ? as two", [2], ["one", "two"])).toEqual([[1, 2]]);
    await db.transaction().execute(async () => {
      expect(reader?.read("select 1 as one, ? as two", [2], ["one", "two"])).toBeUndefined();
    });
    expect(
      reader?.read("insert into widget (id, label) values ('w', 'x')", [], []),
    ).toBeUndefined();
  });

  it("read the first row alone (null when none), and decline as read does", async () => {
    const { db, adapter } = await openWidgets();
    await adapter.create({ model: "widget", data: { id: "w1", label: "first" } });
    await adapter.create({ model: "widget", data: { id: "w2", label: "second" } });
    const reader = sqliteDirectReaderOf(db);
    const byId = "select id, label from widget where id >= ? order by id";
    expect(reader?.readFirst(byId, ["w1"], ["id", "label"])).toEqual(["w1", "first"]);
    expect(reader?.readFirst(byId, ["w2"], ["id", "label"])).toEqual(["w2", "second"]);
    expect(reader?.readFirst(byId, ["w3"], ["id", "label"])).toBeNull();
    const reordered = "select label, id from widget where id >= ? order by id";
    expect(reader?.readFirst(reordered, ["w1"], ["id", "label"])).toBeUndefined();
    await db.transaction().execute(async () => {
      expect(reader?.readFirst(byId, ["w1"], ["id", "label"])).toBeUndefined();
    });
  });

  it("decline a statement whose result columns are not the expected ones", async () => {
    const { db } = await openWidgets();
    const reader = sqliteDirectReaderOf(db);
    expect(reader?.read("select 1 as one, 2 as two", [], ["two", "one"])).toBeUndefined();
    expect(reader?.read("select 1 as one", [], ["one", "two"])).toBeUndefined();
  });

  it("decode joined rows exactly as Kysely's path does", async () => {
    const { db, adapter } = await openWidgets();
    const user = await adapter.create({
      model: "user",
      data: { email: "joined@example.com", name: "Joined", emailVerified: true },
    });
    await adapter.create({
      model: "widget",
      data: { label: "owned", ownerId: user.id, madeAt: new Date(5), tags: ["a"] },
    });
    await adapter.create({ model: "widget", data: { label: "orphan" } });
    const find = (label: string, on: Adapter = adapter) =>
      on.findOne({
        model: "widget",
        where: byLabel(label),
        join: { user: { on: ["ownerId", "id"] } },
      });
    // Inside a transaction every find takes Kysely's path (the direct reader declines there).
    const viaKysely = await adapter.transaction(async (trx) => [
      await find("owned", trx),
      await find("orphan", trx),
    ]);
    let direct = 0;
    const reader = sqliteDirectReaderOf(db);
    const read = reader?.read;
    if (reader && read) {
      reader.read = (...args) => {
        const values = read(...args);
        if (values) direct++;
        return values;
      };
    }
    const viaDirect = [await find("owned"), await find("orphan")];
    expect(direct).toBe(2);
    expect(viaDirect).toEqual(viaKysely);
    expect(viaDirect[0]).toMatchObject({ label: "owned", user: { email: "joined@example.com" } });
    expect(viaDirect[1]).toMatchObject({ label: "orphan", user: null });
  });

  it("never see another request's uncommitted writes: a read during a transaction waits for its end", async () => {
    const { adapter } = await openWidgets();
    // Twice, so that the second find runs from the compiled-find cache (the direct path).
    expect(await adapter.findOne({ model: "widget", where: byLabel("kept") })).toBeNull();
    let outside: Promise<unknown> | undefined;
    let seenDuring: unknown = "pending";
    await adapter.transaction(async (trx) => {
      await trx.create({ model: "widget", data: { label: "kept" } });
      outside = adapter.findOne({ model: "widget", where: byLabel("kept") });
      outside.then((row) => {
        seenDuring = row;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seenDuring).toBe("pending");
    });
    expect(await outside).toMatchObject({ label: "kept" });
  });

  it("do not see rolled-back writes", async () => {
    const { adapter } = await openWidgets();
    expect(await adapter.findOne({ model: "widget", where: byLabel("gone") })).toBeNull();
    let outside: Promise<unknown> | undefined;
    await expect(
      adapter.transaction(async (trx) => {
        await trx.create({ model: "widget", data: { label: "gone" } });
        outside = adapter.findOne({ model: "widget", where: byLabel("gone") });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await outside).toBeNull();
    expect(await adapter.findOne({ model: "widget", where: byLabel("gone") })).toBeNull();
  });

  describe("read rows as arrays of their values", () => {
    /** A reader over a scratch table of every kind of value SQLite stores but BLOB. */
    async function valuesTable() {
      const database = new Database(":memory:");
      const { db } = createDatabase(database);
      opened.push(db);
      database.exec("create table sample (pos integer, text text, amount, absent)");
      const insert = database.prepare("insert into sample values (?, ?, ?, null)");
      const texts = [
        "",
        "plain",
        'quote " and backslash \\',
        "line\nbreak\ttab",
        "\u0000nul and \u0001 controls",
        "é, ß, ı, 中文, 😀 and a \u2028 separator",
        "1e3",
        "[1, 2]",
        "null",
      ];
      const numbers = [
        0,
        1,
        -1,
        Number.MAX_SAFE_INTEGER,
        Number.MIN_SAFE_INTEGER,
        0.1 + 0.2,
        1 / 3,
        1e21,
        -1.5e-7,
        5e-324,
        Number.MAX_VALUE,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
      ];
      for (let i = 0; i < 200; i++) numbers.push((Math.random() - 0.5) * 10 ** ((i % 40) - 20));
      const rows = Math.max(texts.length, numbers.length);
      for (let pos = 0; pos < rows; pos++) insert.run(pos, texts[pos % texts.length], numbers[pos]);
      const reader = sqliteDirectReaderOf(db);
      if (!reader) throw new Error("no direct reader");
      return { database, reader };
    }

    it("answers exactly the values better-sqlite3 answers row by row, in the query's order", async () => {
      const { database, reader } = await valuesTable();
      for (const order of ["pos", "pos desc", "amount, pos", "text desc, pos"]) {
        const sql = `select pos, text, amount, absent from sample order by ${order} limit 150 offset 3`;
        const rowByRow = database.prepare(sql).raw(true).all();
        const read = reader.read(sql, [], ["pos", "text", "amount", "absent"]);
        expect(read).toHaveLength(150);
        expect(read).toEqual(rowByRow);
      }
    });

    it("keeps -0.0 as stored", async () => {
      const { database, reader } = await valuesTable();
      database.prepare("insert into sample values (-2, 'negative zero', ?, null)").run(-0);
      const sql = "select amount from sample where pos = -2";
      expect(Object.is(reader.read(sql, [], ["amount"])?.[0]?.[0], -0)).toBe(true);
    });

    it("answers an empty result as no rows, and takes parameters", async () => {
      const { reader } = await valuesTable();
      const sql = "select text from sample where pos = ?";
      expect(reader.read(sql, [100_000], ["text"])).toEqual([]);
      expect(reader.read(sql, [1], ["text"])).toEqual([["plain"]]);
    });

    it("reads a BLOB as a Buffer", async () => {
      const { database, reader } = await valuesTable();
      database
        .prepare("insert into sample values (-1, 'blob', ?, null)")
        .run(Buffer.from([0, 255]));
      const sql = "select pos, amount from sample where pos < ? order by pos";
      expect(reader.read(sql, [0], ["pos", "amount"])).toEqual([[-1, Buffer.from([0, 255])]]);
      expect(reader.read(sql, [1], ["pos", "amount"])).toEqual([
        [-1, Buffer.from([0, 255])],
        [0, 0],
      ]);
    });

    it("reads columns of the same name", async () => {
      const { reader } = await valuesTable();
      const sql = "select pos as a, text as a from sample where pos = 1";
      expect(reader.read(sql, [], ["a", "a"])).toEqual([[1, "plain"]]);
    });

    it("throws a failing read's own error", async () => {
      const { reader } = await valuesTable();
      expect(() => reader.read("select pos from sample where pos = ? + ?", [1], ["pos"])).toThrow(
        /parameter/,
      );
    });
  });
});
