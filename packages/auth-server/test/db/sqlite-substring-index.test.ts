import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../src/db/create-kysely";
import type { DynamicDatabase, DynamicKysely } from "../../src/db/database-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { getMigrations, migrate } from "../../src/db/migrate";
import { RECHECK_MISSING_AFTER_MS } from "../../src/db/search-table-availability";
import {
  insertNotes,
  randomPiece,
  randomText,
  searchAnswers,
  searchSchema,
  seededRandom,
  unindexedSchema,
} from "./substring-search-fixtures";

const opened: DynamicKysely[] = [];
const directories: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

/** A better-sqlite3 database (in a file when asked) whose prepared statements are recorded. */
function openSqlite(options: { file?: boolean } = {}) {
  let path = ":memory:";
  if (options.file) {
    const directory = mkdtempSync(join(tmpdir(), "tollgate-search-"));
    directories.push(directory);
    path = join(directory, "search.db");
  }
  const connection = new Database(path);
  const prepared: string[] = [];
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    prepared.push(source);
    return prepare(source);
  }) as typeof connection.prepare;
  const { db, dialect } = createDatabase(connection);
  opened.push(db);
  return { db, dialect, connection, prepared };
}

const usesSearchTable = (prepared: readonly string[]) =>
  prepared.some((text) => text.includes(`"note_body_search" match ?`));

describe("substring indexes on SQLite: migrate", () => {
  it("creates the FTS5 table, its three triggers and a rebuild once; a second run plans nothing", async () => {
    const { db } = openSqlite();
    const planned = await getMigrations(db, "sqlite", searchSchema);
    expect(planned.toSearch).toEqual([
      {
        model: "note",
        table: "note",
        field: "body",
        column: "body",
        name: "note_body_search",
        kind: "fts5-trigram",
      },
      {
        model: "note",
        table: "note",
        field: "tag",
        column: "tag",
        name: "note_tag_search",
        kind: "fts5-trigram",
      },
    ]);
    const search = planned.statements.filter((text) => text.includes("note_body_search"));
    expect(search).toEqual([
      `create virtual table "note_body_search" using fts5("body", content='note', content_rowid='rowid', tokenize='trigram case_sensitive 1')`,
      expect.stringMatching(/^create trigger "note_body_search_insert" after insert on "note"/),
      expect.stringMatching(/^create trigger "note_body_search_delete" after delete on "note"/),
      expect.stringMatching(
        /^create trigger "note_body_search_update" after update of "body" on "note"/,
      ),
      `insert into "note_body_search"("note_body_search") values ('rebuild')`,
    ]);
    await planned.run();
    const names = await sql<{ name: string; type: string }>`
      select name, type from sqlite_master where name like 'note_body_search%' and type in ('table', 'trigger')
      order by name`.execute(db);
    expect(names.rows.filter((row) => row.type === "trigger").map((row) => row.name)).toEqual([
      "note_body_search_delete",
      "note_body_search_insert",
      "note_body_search_update",
    ]);
    const again = await getMigrations(db, "sqlite", searchSchema);
    expect(again.statements).toEqual([]);
    expect(again.toSearch).toEqual([]);
  });

  it("indexes the rows a table already has when the index is added later", async () => {
    const { db, dialect, prepared } = openSqlite();
    await migrate(db, dialect, unindexedSchema);
    await insertNotes(createKyselyAdapter(db, dialect, unindexedSchema), [
      "existing row one",
      "existing row two",
    ]);
    // An adapter made before the migration learns of the new table once migrate() ran.
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    expect((await searchAnswers(adapter, "body", "existing")).counted).toBe(2);
    const added = await migrate(db, dialect, searchSchema);
    expect(added.toCreate).toEqual([]);
    expect(added.statements.at(-1)).toContain("'rebuild'");
    const rows = await sql<{ rowid: number }>`
      select rowid from note_body_search where note_body_search match '"existing"'`.execute(db);
    expect(rows.rows).toHaveLength(2);
    prepared.length = 0;
    expect(await searchAnswers(adapter, "body", "row two")).toEqual(
      await searchAnswers(adapter, "copy", "row two"),
    );
    expect(usesSearchTable(prepared)).toBe(true);
  });

  it("completes a search table whose trigger was dropped, and indexes again", async () => {
    const { db, dialect } = openSqlite();
    await migrate(db, dialect, searchSchema);
    await sql`drop trigger note_body_search_update`.execute(db);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    await insertNotes(adapter, ["before"]);
    await sql`update note set body = 'after', copy = 'after'`.execute(db);
    const planned = await getMigrations(db, dialect, searchSchema);
    expect(planned.statements).toEqual([
      expect.stringMatching(/^create trigger "note_body_search_update"/),
      `insert into "note_body_search"("note_body_search") values ('rebuild')`,
    ]);
    await planned.run();
    expect((await searchAnswers(adapter, "body", "after")).counted).toBe(1);
    expect((await searchAnswers(adapter, "body", "before")).counted).toBe(0);
  });

  it("plans the long form through the virtual table (EXPLAIN QUERY PLAN)", async () => {
    const { db, dialect, connection, prepared } = openSqlite();
    await migrate(db, dialect, searchSchema);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    await insertNotes(adapter, ["user-07@example.com", "someone else"]);
    prepared.length = 0;
    await adapter.findMany({
      model: "note",
      where: [{ field: "body", operator: "contains", value: "user-07" }],
    });
    const statement = prepared.find((text) => text.includes("match ?"));
    expect(statement).toContain(
      `"note".rowid in (select rowid from "note_body_search" where "note_body_search" match ?)`,
    );
    const plan = connection.prepare(`explain query plan ${statement}`).all('"user-07"') as {
      detail: string;
    }[];
    const details = plan.map((row) => row.detail);
    expect(details.join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
  });
});

describe("substring indexes on SQLite: queries", () => {
  it("uses the search table from three code points, instr below", async () => {
    const { db, dialect, prepared } = openSqlite();
    await migrate(db, dialect, searchSchema);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    await insertNotes(adapter, ["😀😀x", "ab", "abc"]);
    for (const [pattern, indexed] of [
      ["ab", false],
      ["😀😀", false],
      ["😀😀x", true],
      ["abc", true],
    ] as const) {
      prepared.length = 0;
      const answers = await searchAnswers(adapter, "body", pattern);
      expect({ pattern, indexed: usesSearchTable(prepared) }).toEqual({ pattern, indexed });
      expect(prepared.some((text) => text.includes(`instr("note"."body"`))).toBe(!indexed);
      expect(answers).toEqual(await searchAnswers(adapter, "copy", pattern));
      if (pattern === "😀😀x") {
        // The first long search compiles each path: the find, the count and the page scan.
        const searching = prepared.filter((text) => text.includes(`"note_body_search" match ?`));
        expect(searching).toEqual([
          expect.stringMatching(/^select "note"."id"/),
          expect.stringMatching(/^select count\(\*\) as "count"/),
          expect.stringMatching(/group_concat/),
        ]);
      }
    }
  });

  it("searches a joined table through its alias", async () => {
    const { db, dialect, prepared } = openSqlite();
    await migrate(db, dialect, searchSchema);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    await insertNotes(adapter, ["joined text", "other"]);
    const joinedIds = async (field: string) => {
      const rows = await adapter.findMany({
        model: "note",
        join: {
          note: {
            on: ["serial", "serial"],
            where: [{ field, operator: "contains", value: "joined" }],
          },
        },
        sortBy: { field: "serial", direction: "asc" },
      });
      return rows.map((row) => {
        const joined = row.note;
        return typeof joined === "object" && joined !== null && "id" in joined ? joined.id : null;
      });
    };
    prepared.length = 0;
    const indexed = await joinedIds("body");
    expect(indexed).toEqual([expect.any(String), null]);
    expect(indexed).toEqual(await joinedIds("copy"));
    expect(
      prepared.some((text) =>
        text.includes(`"__join_note".rowid in (select rowid from "note_body_search"`),
      ),
    ).toBe(true);
  });

  it("answers with instr on a database not migrated since the index was declared", async () => {
    const { db, dialect, prepared } = openSqlite();
    await migrate(db, dialect, unindexedSchema);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    await insertNotes(adapter, ["not migrated yet", "other"]);
    prepared.length = 0;
    expect(await searchAnswers(adapter, "body", "migrated")).toEqual(
      await searchAnswers(adapter, "copy", "migrated"),
    );
    expect((await searchAnswers(adapter, "body", "migrated")).counted).toBe(1);
    expect(usesSearchTable(prepared)).toBe(false);
  });

  it("picks up a search table another process created, within a minute", async () => {
    const { db, dialect, prepared } = openSqlite({ file: true });
    await migrate(db, dialect, unindexedSchema);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    await insertNotes(adapter, ["made elsewhere", "other"]);
    expect((await searchAnswers(adapter, "body", "elsewhere")).counted).toBe(1);
    // `tollgate migrate` from another process: this adapter is not told.
    const [path] = (await sql<{ file: string }>`select file from pragma_database_list`.execute(db))
      .rows;
    const other = createDatabase(new Database(path?.file ?? ""));
    opened.push(other.db);
    await migrate(other.db, "sqlite", searchSchema);
    prepared.length = 0;
    expect((await searchAnswers(adapter, "body", "elsewhere")).counted).toBe(1);
    expect(usesSearchTable(prepared)).toBe(false);
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + RECHECK_MISSING_AFTER_MS);
    try {
      prepared.length = 0;
      await searchAnswers(adapter, "body", "elsewhere");
      const later = await searchAnswers(adapter, "body", "elsewhere");
      expect(later).toEqual(await searchAnswers(adapter, "copy", "elsewhere"));
      expect(later.counted).toBe(1);
      expect(usesSearchTable(prepared)).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });

  it("finds the search table in the background without the direct reader", async () => {
    const statements: string[] = [];
    // A Kysely instance the application built itself: no direct reader is registered for it.
    const db = new Kysely<DynamicDatabase>({
      dialect: new SqliteDialect({ database: new Database(":memory:") }),
      log: (event) => {
        statements.push(event.query.sql);
      },
    });
    opened.push(db);
    await migrate(db, "sqlite", searchSchema);
    const adapter = createKyselyAdapter(db, "sqlite", searchSchema);
    await insertNotes(adapter, ["background search", "other"]);
    statements.length = 0;
    const where = [{ field: "body", operator: "contains" as const, value: "ground" }];
    // The first search starts reading sqlite_master and is answered with instr meanwhile.
    const first = await adapter.findMany({ model: "note", where });
    expect(first.map((row) => row.body)).toEqual(["background search"]);
    expect(statements.some((text) => text.includes("match ?"))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    statements.length = 0;
    expect(await adapter.findMany({ model: "note", where })).toEqual(first);
    expect(statements.some((text) => text.includes(`"note_body_search" match ?`))).toBe(true);
  });

  it("keeps answering right after VACUUM (rowids are kept: the table has its primary key's index)", async () => {
    const { db, dialect } = openSqlite({ file: true });
    await migrate(db, dialect, searchSchema);
    const adapter = createKyselyAdapter(db, dialect, searchSchema);
    const random = seededRandom(7);
    const texts = Array.from({ length: 200 }, () => randomText(random, 10));
    await insertNotes(adapter, texts);
    // Gaps in the rowids: a VACUUM that renumbered them would leave the index pointing astray.
    await sql`delete from note where serial % 3 = 0`.execute(db);
    const before = await sql<{ rowid: number; id: string }>`
      select rowid, id from note order by rowid`.execute(db);
    await sql`vacuum`.execute(db);
    const after = await sql<{ rowid: number; id: string }>`
      select rowid, id from note order by rowid`.execute(db);
    expect(after.rows).toEqual(before.rows);
    // Throws when the index disagrees with the table's rows (rank 1: against the content table).
    await sql`
      insert into note_body_search(note_body_search, rank) values ('integrity-check', 1)`.execute(
      db,
    );
    for (let i = 0; i < 60; i++) {
      const text = texts[Math.floor(random() * texts.length)] ?? "";
      const pattern = i % 2 === 0 ? randomPiece(random, text) : randomText(random, 4);
      expect({ pattern, ...(await searchAnswers(adapter, "body", pattern)) }).toEqual({
        pattern,
        ...(await searchAnswers(adapter, "copy", pattern)),
      });
    }
  });
});
