// MySQL-only cases: how an application's mysql2 pool is recognised, the mysql:// URL of the CLI,
// and the binary collation that keeps string comparisons and unique indexes case-sensitive.

import {
  MYSQL_URL_VARIABLE,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import mysql from "mysql2";
import mysqlPromise from "mysql2/promise";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import { createDatabase } from "../../src/db/create-kysely";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { migrate } from "../../src/db/migrate";
import { openDatabaseFromUrl } from "../../src/db/open-database-from-url";
import { UniqueConstraintError } from "../../src/db/unique-constraint-error";

/** A unique string without `lowercase`, so only the collation decides what counts as equal. */
const schema = buildSchema({
  plugins: [
    { id: "tags", schema: { tag: { fields: { name: { type: "string", unique: true } } } } },
  ],
});

const targets = testDatabases().filter((target) => target.dialect === "mysql");
const url = process.env[MYSQL_URL_VARIABLE] ?? "";

describe.skipIf(targets.length === 0)("MySQL connections", () => {
  it("recognises a mysql2 pool and a mysql2/promise pool", async () => {
    for (const pool of [mysql.createPool({ uri: url }), mysqlPromise.createPool({ uri: url })]) {
      const { db, dialect } = createDatabase(pool);
      expect(dialect).toBe("mysql");
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
      await db.destroy();
    }
  });

  it("opens a mysql:// URL that writes dates in UTC", async () => {
    const opened = await openDatabaseFromUrl(url);
    try {
      expect(opened.dialect).toBe("mysql");
      const at = new Date("2024-05-06T07:08:09.123Z");
      const { rows } = await sql<{
        written: string;
      }>`select date_format(${at}, '%Y-%m-%d %H:%i:%s.%f') as written`.execute(opened.db);
      expect(rows).toEqual([{ written: "2024-05-06 07:08:09.123000" }]);
    } finally {
      await opened.close();
    }
  });
});

describe.each(targets)("strings on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, schema);
    adapter = createKyselyAdapter(database.db, database.dialect, schema);
  });
  afterEach(() => database.close());

  it("compares case-sensitively and keeps values that differ only in case apart", async () => {
    await adapter.create({ model: "tag", data: { name: "Gadget" } });
    await adapter.create({ model: "tag", data: { name: "gadget" } });
    const found = await adapter.findMany({
      model: "tag",
      where: [{ field: "name", value: "gadget" }],
    });
    expect(found.map((row) => row.name)).toEqual(["gadget"]);
    const duplicate = adapter.create({ model: "tag", data: { name: "Gadget" } });
    await expect(duplicate).rejects.toBeInstanceOf(UniqueConstraintError);
    await expect(duplicate).rejects.toMatchObject({ model: "tag", fields: ["name"] });
  });

  it("keeps dates to the millisecond", async () => {
    const createdAt = new Date("2024-05-06T07:08:09.123Z");
    const created = await adapter.create({
      model: "user",
      data: { email: "d@example.com", name: "D", createdAt },
    });
    expect(created.createdAt).toEqual(createdAt);
  });

  it("keeps JSON values exactly, bare and numeric-looking strings included (JSON is longtext here)", async () => {
    const withNotes = buildSchema({
      plugins: [
        { id: "notes", schema: { note: { fields: { body: { type: "json", required: false } } } } },
      ],
    });
    await migrate(database.db, database.dialect, withNotes);
    const notes = createKyselyAdapter(database.db, database.dialect, withNotes);
    for (const body of ["plain", "123", 123, { a: [1, "x"] }, ["a"], true]) {
      const created = await notes.create({ model: "note", data: { body } });
      const found = await notes.findOne({
        model: "note",
        where: [{ field: "id", value: created.id }],
      });
      expect(found?.body).toEqual(body);
    }
    const { rows } = await sql<{ type: string }>`
      select data_type as type from information_schema.columns
      where table_schema = database() and table_name = 'note' and column_name = 'body'`.execute(
      database.db,
    );
    expect(rows[0]?.type).toBe("longtext");
  });

  it("adds foreign keys as table constraints, to new tables and with added columns", async () => {
    const owner = {
      type: "string",
      required: false,
      references: { model: "user", field: "id", onDelete: "cascade" },
    } as const;
    const extended = buildSchema({
      plugins: [
        { id: "tags", schema: { tag: { fields: { name: { type: "string", unique: true } } } } },
        { id: "owners", schema: { tag: { fields: { ownerId: owner } } } },
      ],
    });
    await migrate(database.db, database.dialect, extended);
    const { rows } = await sql<{ name: string; rule: string }>`
      select constraint_name as name, delete_rule as rule
      from information_schema.referential_constraints
      where constraint_schema = database() order by constraint_name`.execute(database.db);
    expect(rows).toEqual([
      { name: "account_userId_fk", rule: "CASCADE" },
      { name: "session_userId_fk", rule: "CASCADE" },
      { name: "tag_ownerId_fk", rule: "CASCADE" },
    ]);
    const owned = createKyselyAdapter(database.db, database.dialect, extended);
    const user = await owned.create({ model: "user", data: { email: "o@example.com", name: "O" } });
    await owned.create({ model: "tag", data: { name: "owned", ownerId: user.id } });
    await owned.delete({ model: "user", where: [{ field: "id", value: user.id }] });
    expect(await owned.count({ model: "tag" })).toBe(0);
  });
});
