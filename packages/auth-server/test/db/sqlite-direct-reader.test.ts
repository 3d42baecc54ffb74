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
});
