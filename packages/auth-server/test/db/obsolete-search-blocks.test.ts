import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { coreSchema } from "../../src/db/core-schema";
import type { DynamicKysely } from "../../src/db/database-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { getMigrations, migrate } from "../../src/db/migrate";
import { closeRecordedSqlites, openRecordedSqlite } from "./recorded-sqlite";

afterEach(closeRecordedSqlites);

/**
 * What an earlier version's migrate ran on SQLite for a `substringIndexes` field (its statements
 * word for word): a block table, three triggers that keep it in step, and its first fill.
 */
function earlierSearchBlocks(table: string, column: string): string[] {
  const blocks = `"${table}_${column}_blocks"`;
  const rebuild = (rowid: string) =>
    `insert or replace into ${blocks} ("block", "text") select (${rowid} >> 6), ` +
    `coalesce(group_concat("${column}", char(10)), '') from "${table}" ` +
    `where rowid between ((${rowid} >> 6) << 6) and ((${rowid} >> 6) << 6) + 63;`;
  const trigger = (suffix: string) => `"${table}_${column}_blocks_${suffix}"`;
  return [
    `create table ${blocks} ("block" integer primary key, "text" text not null)`,
    `create trigger ${trigger("insert")} after insert on "${table}" begin ${rebuild("new.rowid")} end`,
    `create trigger ${trigger("delete")} after delete on "${table}" begin ${rebuild("old.rowid")} end`,
    `create trigger ${trigger("update")} after update on "${table}" when old.rowid is not ` +
      `new.rowid or old."${column}" is not new."${column}" begin ${rebuild("old.rowid")} ` +
      `${rebuild("new.rowid")} end`,
    `insert into ${blocks} ("block", "text") select (rowid >> 6), ` +
      `coalesce(group_concat("${column}", char(10)), '') from "${table}" group by (rowid >> 6)`,
  ];
}

const OLD_OBJECTS = [
  "user_email_blocks",
  "user_email_blocks_delete",
  "user_email_blocks_insert",
  "user_email_blocks_update",
  "user_name_blocks",
  "user_name_blocks_delete",
  "user_name_blocks_insert",
  "user_name_blocks_update",
];

async function schemaObjects(db: DynamicKysely): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type in ('table', 'trigger') order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** A migrated core database holding a user, with the earlier version's blocks on user.email and user.name. */
async function databaseOfAnEarlierVersion() {
  const opened = await openRecordedSqlite(coreSchema);
  const adapter = createKyselyAdapter(opened.db, opened.dialect, coreSchema);
  await adapter.create({ model: "user", data: { email: "before@example.com", name: "Before" } });
  for (const column of ["email", "name"])
    for (const statement of earlierSearchBlocks("user", column))
      await sql.raw(statement).execute(opened.db);
  return { ...opened, adapter };
}

describe("migrate on SQLite after an earlier version's substring search", () => {
  it("drops its block tables and their triggers, triggers first, and plans nothing the second time", async () => {
    const { db, dialect, adapter } = await databaseOfAnEarlierVersion();
    // The triggers are live: a write rewrites its block.
    await adapter.create({ model: "user", data: { email: "during@example.com", name: "During" } });
    const { rows } = await sql<{ text: string }>`select text from user_email_blocks`.execute(db);
    expect(rows[0]?.text).toBe("before@example.com\nduring@example.com");

    const planned = await getMigrations(db, dialect, coreSchema);
    expect(planned.toCreate).toEqual([]);
    expect(planned.toDrop.map((object) => `${object.type} ${object.name}`)).toEqual([
      "trigger user_email_blocks_insert",
      "trigger user_email_blocks_delete",
      "trigger user_email_blocks_update",
      "trigger user_name_blocks_insert",
      "trigger user_name_blocks_delete",
      "trigger user_name_blocks_update",
      "table user_email_blocks",
      "table user_name_blocks",
    ]);
    expect(planned.statements[0]).toBe('drop trigger if exists "user_email_blocks_insert"');
    await planned.run();

    const left = await schemaObjects(db);
    for (const name of OLD_OBJECTS) expect(left).not.toContain(name);
    expect(left).toContain("user");
    expect((await getMigrations(db, dialect, coreSchema)).statements).toEqual([]);

    // Rows are kept, and every write and search works without them.
    await adapter.create({ model: "user", data: { email: "after@example.com", name: "After" } });
    await adapter.update({
      model: "user",
      where: [{ field: "email", value: "during@example.com" }],
      update: { name: "Renamed" },
    });
    await adapter.delete({
      model: "user",
      where: [{ field: "email", value: "before@example.com" }],
    });
    const page = await adapter.findPage<{ email: string }>({
      model: "user",
      where: [{ field: "email", operator: "contains", value: "@example" }],
      sortBy: { field: "email", direction: "asc" },
    });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.email)).toEqual(["after@example.com", "during@example.com"]);
  });

  it("drops triggers left without their block table (every write to the table failed)", async () => {
    const { db, dialect, adapter } = await databaseOfAnEarlierVersion();
    await sql`drop table user_email_blocks`.execute(db);
    await expect(
      adapter.create({ model: "user", data: { email: "x@example.com", name: "X" } }),
    ).rejects.toThrow(/user_email_blocks/);
    await migrate(db, dialect, coreSchema);
    await adapter.create({ model: "user", data: { email: "x@example.com", name: "X" } });
    const left = await schemaObjects(db);
    for (const name of OLD_OBJECTS) expect(left).not.toContain(name);
  });

  it("keeps what only looks like them: another table of that name, and the application's own triggers", async () => {
    const { db, dialect } = await openRecordedSqlite(coreSchema);
    await sql
      .raw(`create table "user_email_blocks" ("block" integer primary key, "note" text)`)
      .execute(db);
    await sql.raw(`create table "audit" ("at" integer)`).execute(db);
    await sql
      .raw(
        `create trigger "user_name_blocks_insert" after insert on "user" begin insert into "audit" ("at") values (1); end`,
      )
      .execute(db);
    const planned = await getMigrations(db, dialect, coreSchema);
    expect(planned.toDrop).toEqual([]);
    expect(planned.statements).toEqual([]);
  });
});
