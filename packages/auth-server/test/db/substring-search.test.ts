import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations, migrate } from "../../src/db/migrate";
import { type TestDatabase, testDatabases } from "../support/databases";
import {
  HAND_PICKED_PATTERNS,
  HAND_PICKED_TEXTS,
  insertNotes,
  randomPiece,
  randomText,
  searchAnswers,
  searchSchema,
  seededRandom,
} from "./substring-search-fixtures";
import { installTrigramExtension } from "./trigram-extension";

/**
 * `contains` on a substring-indexed field (note.body) answers exactly what the same search
 * answers on an unindexed copy of it (note.copy), on every dialect: through the FTS5 trigram
 * table on SQLite, the pg_trgm index on PostgreSQL (installed here), a plain LIKE on MySQL.
 */
describe.each(testDatabases())("substring search on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;
  // Server round trips are slower: fewer random cases there.
  const randomCases = target.dialect === "sqlite" ? 300 : 60;

  beforeEach(async () => {
    database = await target.open();
    if (database.dialect === "postgres") {
      await installTrigramExtension(database.db);
    }
    await migrate(database.db, database.dialect, searchSchema);
    adapter = createKyselyAdapter(database.db, database.dialect, searchSchema);
  });
  afterEach(() => database.close());

  async function expectSameAnswers(patterns: readonly string[]) {
    for (const pattern of patterns) {
      const indexed = await searchAnswers(adapter, "body", pattern);
      const plain = await searchAnswers(adapter, "copy", pattern);
      expect({ pattern, ...indexed }).toEqual({ pattern, ...plain });
      const lowercased = await searchAnswers(adapter, "tag", pattern);
      const plainLowercased = await searchAnswers(adapter, "tagCopy", pattern);
      expect({ pattern, ...lowercased }).toEqual({ pattern, ...plainLowercased });
    }
  }

  it("creates the dialect's substring index (SQLite: FTS5, PostgreSQL: pg_trgm, MySQL: none)", async () => {
    const again = await getMigrations(database.db, database.dialect, searchSchema);
    expect(again.statements).toEqual([]);
    if (database.dialect === "sqlite") {
      const tables = await sql<{ sql: string }>`
        select sql from sqlite_master where name = 'note_body_search'`.execute(database.db);
      expect(tables.rows[0]?.sql).toContain("tokenize='trigram case_sensitive 1'");
    } else if (database.dialect === "postgres") {
      const indexes = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where indexname = 'note_body_trgm' and schemaname = current_schema()`.execute(database.db);
      expect(indexes.rows[0]?.indexdef).toMatch(/using gin \(body public\.gin_trgm_ops\)/i);
    }
    // A new table's plan: the index kind of the dialect, none on MySQL.
    const another = buildSchema({
      plugins: [
        {
          id: "memos",
          schema: { memo: { fields: { text: { type: "string" } }, substringIndexes: ["text"] } },
        },
      ],
    });
    const planned = await getMigrations(database.db, database.dialect, another);
    expect(planned.toCreate.map((table) => table.table)).toEqual(["memo"]);
    const kinds = { sqlite: ["fts5-trigram"], postgres: ["pg_trgm"], mysql: [] };
    expect(planned.toSearch.map((search) => search.kind)).toEqual(kinds[database.dialect]);
    if (database.dialect === "mysql") expect(planned.statements).toHaveLength(1);
  });

  it("answers hand-picked searches as the unindexed field does (findMany, count, findPage)", async () => {
    await insertNotes(adapter, HAND_PICKED_TEXTS);
    const wholeTexts = HAND_PICKED_TEXTS.filter((text): text is string => !!text);
    await expectSameAnswers([...HAND_PICKED_PATTERNS, ...wholeTexts]);
    // Sanity: the case-sensitive search tells cases apart where the database does.
    const found = await searchAnswers(adapter, "body", "user-07");
    expect(found.counted).toBeGreaterThanOrEqual(2);
  });

  it("answers random searches as the unindexed field does", async () => {
    const random = seededRandom(20261126);
    const texts = Array.from({ length: 120 }, () => randomText(random, 12));
    await insertNotes(adapter, texts);
    const patterns: string[] = [];
    for (let i = 0; i < randomCases; i++) {
      const text = texts[Math.floor(random() * texts.length)] ?? "";
      patterns.push(i % 3 === 0 ? randomText(random, 5) : randomPiece(random, text));
    }
    await expectSameAnswers(patterns);
  });

  it("follows inserts, updates of the column and deletes", async () => {
    await insertNotes(adapter, ["alpha beta", "beta gamma", "gamma delta"]);
    await adapter.updateMany({
      model: "note",
      where: [{ field: "body", operator: "eq", value: "alpha beta" }],
      update: { body: "omega", copy: "omega" },
    });
    await adapter.deleteMany({
      model: "note",
      where: [{ field: "body", operator: "eq", value: "gamma delta" }],
    });
    await adapter.create({
      model: "note",
      data: { body: "new beta", copy: "new beta", serial: 9 },
    });
    // An update of another column leaves the indexed text as it was.
    await adapter.updateMany({
      model: "note",
      where: [{ field: "body", operator: "eq", value: "beta gamma" }],
      update: { serial: 20 },
    });
    await expectSameAnswers(["alpha", "omega", "beta", "gamma", "delta", "new", "eta"]);
    expect((await searchAnswers(adapter, "body", "beta")).counted).toBe(2);
    expect((await searchAnswers(adapter, "body", "alpha")).counted).toBe(0);
  });

  it("leaves the index unchanged by a rolled-back transaction", async () => {
    await insertNotes(adapter, ["kept text", "other text"]);
    const failure = new Error("roll back");
    await expect(
      adapter.transaction(async (trx) => {
        await trx.create({ model: "note", data: { body: "rolled back", copy: "x", serial: 3 } });
        await trx.updateMany({
          model: "note",
          where: [{ field: "body", operator: "eq", value: "kept text" }],
          update: { body: "changed", copy: "changed" },
        });
        await trx.deleteMany({
          model: "note",
          where: [{ field: "body", operator: "eq", value: "other text" }],
        });
        // Inside the transaction the search sees its own writes.
        expect((await searchAnswers(trx, "body", "changed")).counted).toBe(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    await expectSameAnswers(["kept", "other", "rolled", "changed", "text"]);
    expect((await searchAnswers(adapter, "body", "text")).counted).toBe(2);
  });
});
