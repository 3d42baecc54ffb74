// A model with `keepRowCount` has its row count kept by PostgreSQL (a counter row, statement-level
// triggers): a count of every row reads it, and it stays exact through every way rows come and go.
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import type { DynamicKysely } from "../../src/db/database-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations, migrate } from "../../src/db/migrate";
import { createSchemaStatements } from "../../src/db/schema-sql";

/** The user table counted, and a plugin's table under another name (modelName) counted too. */
const counted = buildSchema({
  plugins: [
    {
      id: "counted",
      schema: {
        user: { fields: {}, keepRowCount: true },
        note: { modelName: "app_note", fields: { body: { type: "string" } }, keepRowCount: true },
      },
    },
  ],
});
const uncounted = buildSchema({
  plugins: [
    {
      id: "notes",
      schema: { note: { modelName: "app_note", fields: { body: { type: "string" } } } },
    },
  ],
});

async function insertUsers(db: DynamicKysely, from: number, count: number) {
  await sql`insert into "user" (id, email, "emailVerified", name, "createdAt", "updatedAt")
    select 'u' || i, 'user-' || i || '@count.test', false, 'User ' || i, now(), now()
    from generate_series(${from}::int, ${from + count - 1}::int) as i`.execute(db);
}

async function countedRows(db: DynamicKysely, table: string): Promise<number> {
  const { rows } = await sql<{
    count: string;
  }>`select count(*) as count from ${sql.id(table)}`.execute(db);
  return Number(rows[0]?.count);
}

async function counterOf(db: DynamicKysely, table: string): Promise<number | null> {
  const { rows } = await sql<{ row_count: string }>`
    select row_count from tollgate_row_count where table_name = ${table}`.execute(db);
  return rows[0] ? Number(rows[0].row_count) : null;
}

const postgres = testDatabases().filter((target) => target.dialect === "postgres");

describe.each(postgres)("kept row counts on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());

  /** The adapter's count, the counter and count(*) agree. */
  async function expectExact(table = "user", model = "user") {
    const actual = await countedRows(database.db, table);
    expect(await counterOf(database.db, table)).toBe(actual);
    expect(await adapter.count({ model })).toBe(actual);
    const page = await adapter.findPage({ model, limit: 2 });
    expect(page.total).toBe(actual);
    return actual;
  }

  it("migrate keeps the counts once: run twice it plans nothing, and the generated SQL is migrate's", async () => {
    const planned = await getMigrations(database.db, "postgres", counted);
    expect(planned.toKeepRowCount).toEqual([
      { model: "user", table: "user" },
      { model: "note", table: "app_note" },
    ]);
    const generated = await createSchemaStatements(counted, "postgres");
    const extension = /^create extension if not exists pg_trgm/;
    expect(generated.filter((statement) => !extension.test(statement))).toEqual(
      planned.statements.filter((statement) => !extension.test(statement)),
    );
    await planned.run();
    const again = await getMigrations(database.db, "postgres", counted);
    expect(again.toKeepRowCount).toEqual([]);
    expect(again.statements).toEqual([]);
    const { rows } = await sql<{ table_name: string; trigger_name: string }>`
      select c.relname as table_name, t.tgname as trigger_name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = to_regnamespace(current_schema()) and not t.tgisinternal
      order by 1, 2`.execute(database.db);
    expect(rows.map((row) => `${row.table_name}.${row.trigger_name}`)).toEqual([
      "app_note.tollgate_row_count_delete",
      "app_note.tollgate_row_count_insert",
      "app_note.tollgate_row_count_truncate",
      "user.tollgate_row_count_delete",
      "user.tollgate_row_count_insert",
      "user.tollgate_row_count_truncate",
    ]);
  });

  it("stays exact through inserts, deletes, bulk inserts, a rollback, truncate, on a renamed table too", async () => {
    await migrate(database.db, "postgres", counted);
    adapter = createKyselyAdapter(database.db, "postgres", counted);
    expect(await expectExact()).toBe(0);

    const one = await adapter.create({
      model: "user",
      data: { email: "one@count.test", name: "One", emailVerified: false },
    });
    await adapter.createMany([
      { model: "user", data: { email: "two@count.test", name: "Two", emailVerified: false } },
      { model: "user", data: { email: "three@count.test", name: "Three", emailVerified: false } },
    ]);
    expect(await expectExact()).toBe(3);

    await insertUsers(database.db, 1, 5000);
    expect(await expectExact()).toBe(5003);

    await adapter.delete({ model: "user", where: [{ field: "id", value: one.id }] });
    expect(
      await adapter.deleteMany({
        model: "user",
        where: [{ field: "id", operator: "starts_with", value: "u1" }],
      }),
    ).toBe(1111);
    expect(await expectExact()).toBe(3891);
    // A delete that matches nothing leaves the count (and takes no lock on the counter).
    await adapter.deleteMany({ model: "user", where: [{ field: "id", value: "nobody" }] });
    expect(await expectExact()).toBe(3891);

    await database.db
      .transaction()
      .execute(async (trx) => {
        await insertUsers(trx, 10_000, 50);
        await sql`delete from "user" where id like 'u2%'`.execute(trx);
        throw new Error("rolled back");
      })
      .catch((error: unknown) => expect(String(error)).toContain("rolled back"));
    expect(await expectExact()).toBe(3891);

    // Inside a transaction, its own inserts are counted before it commits.
    await adapter.transaction(async (trx) => {
      await trx.create({
        model: "user",
        data: { email: "four@count.test", name: "Four", emailVerified: false },
      });
      expect(await trx.count({ model: "user" })).toBe(3892);
    });
    expect(await expectExact()).toBe(3892);

    await sql`truncate "user" cascade`.execute(database.db);
    expect(await expectExact()).toBe(0);
    await insertUsers(database.db, 1, 7);
    expect(await expectExact()).toBe(7);

    await adapter.createMany([
      { model: "note", data: { body: "a" } },
      { model: "note", data: { body: "b" } },
    ]);
    await adapter.deleteMany({ model: "note", where: [{ field: "body", value: "a" }] });
    expect(await expectExact("app_note", "note")).toBe(1);
    // With a where, the rows are counted as ever.
    expect(await adapter.count({ model: "user", where: [{ field: "id", value: "u3" }] })).toBe(1);
  });

  it("stays exact through concurrent inserts and deletes from several connections", async () => {
    await migrate(database.db, "postgres", counted);
    adapter = createKyselyAdapter(database.db, "postgres", counted);
    const connections = await Promise.all(
      Array.from({ length: 4 }, () => database.openSecondConnection()),
    );
    try {
      await Promise.all(
        connections.map(async (connection, index) => {
          for (let round = 0; round < 5; round++) {
            const from = index * 10_000 + round * 100;
            await connection.db.transaction().execute(async (trx) => {
              await insertUsers(trx, from, 100);
              await sql`delete from "user" where id = ${`u${from}`}`.execute(trx);
            });
          }
        }),
      );
    } finally {
      for (const connection of connections) await connection.close();
    }
    expect(await expectExact()).toBe(4 * 5 * 99);
  });

  it("counts the rows already there when migrate starts keeping a table's count", async () => {
    await migrate(database.db, "postgres", uncounted);
    await insertUsers(database.db, 1, 1234);
    const planned = await getMigrations(database.db, "postgres", counted);
    expect(planned.toKeepRowCount.map((table) => table.table)).toEqual(["user", "app_note"]);
    expect(planned.statements).toContain('lock table "user" in share row exclusive mode');
    await planned.run();
    adapter = createKyselyAdapter(database.db, "postgres", counted);
    expect(await expectExact()).toBe(1234);
  });

  it("mends a count whose counter row or trigger went missing", async () => {
    await migrate(database.db, "postgres", counted);
    await insertUsers(database.db, 1, 20);
    await sql`delete from tollgate_row_count where table_name = 'user'`.execute(database.db);
    adapter = createKyselyAdapter(database.db, "postgres", counted);
    // Without its counter row the count is counted, still exact.
    expect(await adapter.count({ model: "user" })).toBe(20);
    await sql`drop trigger tollgate_row_count_truncate on app_note`.execute(database.db);
    const planned = await getMigrations(database.db, "postgres", counted);
    expect(planned.toKeepRowCount.map((table) => table.table)).toEqual(["user", "app_note"]);
    await planned.run();
    await insertUsers(database.db, 100, 3);
    expect(await expectExact()).toBe(23);
    expect((await getMigrations(database.db, "postgres", counted)).statements).toEqual([]);
  });

  it("counts every row of a database without the counter (its own migrations), asking the catalog once", async () => {
    await migrate(database.db, "postgres", uncounted);
    await insertUsers(database.db, 1, 42);
    const sent: string[] = [];
    const watched = database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        sent.push("statement");
        return args.result;
      },
    });
    adapter = createKyselyAdapter(watched, "postgres", counted);
    expect(await adapter.count({ model: "user" })).toBe(42);
    expect((await adapter.findPage({ model: "user", limit: 1 })).total).toBe(42);
    const first = sent.length;
    expect(await adapter.count({ model: "user" })).toBe(42);
    expect((await adapter.findPage({ model: "user", limit: 1 })).total).toBe(42);
    // Later counts send one statement each: the catalog was asked the first time only.
    expect(sent.length - first).toBe(2);
    expect(first).toBe(3);
  });

  it("reads the counter in the page's one statement once the catalog was asked", async () => {
    await migrate(database.db, "postgres", counted);
    await insertUsers(database.db, 1, 10);
    const sent: string[] = [];
    const watched = database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        sent.push("statement");
        return args.result;
      },
    });
    adapter = createKyselyAdapter(watched, "postgres", counted);
    expect((await adapter.findPage({ model: "user", limit: 3 })).total).toBe(10);
    expect(sent).toHaveLength(2);
    await sql`update tollgate_row_count set row_count = 11 where table_name = 'user'`.execute(
      database.db,
    );
    // The counter is what is read (a test-only drift, to see it).
    expect((await adapter.findPage({ model: "user", limit: 3 })).total).toBe(11);
    expect(await adapter.count({ model: "user" })).toBe(11);
    expect(sent).toHaveLength(4);
  });

  it("needs no catalog query where migrate ran on the adapter's own Kysely instance", async () => {
    const sent: string[] = [];
    const watched = database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        sent.push("statement");
        return args.result;
      },
    });
    await migrate(watched, "postgres", counted);
    await insertUsers(database.db, 1, 5);
    adapter = createKyselyAdapter(watched, "postgres", counted);
    const before = sent.length;
    expect((await adapter.findPage({ model: "user", limit: 3 })).total).toBe(5);
    expect(sent.length - before).toBe(1);
  });
});

describe("kept row counts elsewhere", () => {
  it("are planned on PostgreSQL only", async () => {
    for (const dialect of ["sqlite", "mysql"] as const) {
      const statements = await createSchemaStatements(counted, dialect);
      expect(statements.some((statement) => statement.includes("tollgate_row_count"))).toBe(false);
    }
    const statements = await createSchemaStatements(counted, "postgres");
    expect(
      statements.filter((statement) => statement.includes("tollgate_row_count")).length,
    ).toBeGreaterThan(0);
  });
});
