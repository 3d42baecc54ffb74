// Fields a schema searches by substring get a trigram index on PostgreSQL (pg_trgm), so an
// admin's `contains` search reads the index instead of every row; other dialects plan nothing.
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations, migrate } from "../../src/db/migrate";

const searched = buildSchema({
  plugins: [{ id: "search", schema: { user: { fields: {}, substringSearch: ["email", "name"] } } }],
});

describe.each(testDatabases())("substring search indexes on $name", (target) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());

  it("are planned on PostgreSQL only, and once", async () => {
    const planned = await getMigrations(database.db, database.dialect, searched);
    const names = planned.toTrigramIndex.map((index) => index.name);
    if (database.dialect !== "postgres") {
      expect(names).toEqual([]);
      return;
    }
    expect(names).toEqual(["user_email_trgm_idx", "user_name_trgm_idx"]);
    await planned.run();
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and indexname like '%trgm%' order by indexname`.execute(
      database.db,
    );
    expect(rows.map((row) => row.indexname)).toEqual(names);
    for (const row of rows) expect(row.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
    const again = await getMigrations(database.db, database.dialect, searched);
    expect(again.toTrigramIndex).toEqual([]);
    expect(again.statements).toEqual([]);
  });

  it("answer a contains search from the index on PostgreSQL", async () => {
    if (database.dialect !== "postgres") return;
    await migrate(database.db, database.dialect, searched);
    await sql`insert into "user" (id, email, "emailVerified", name, "createdAt", "updatedAt")
      select 'u' || i, 'user-' || i || '@example.com', false, 'User ' || i, now(), now()
      from generate_series(1, 2000) as i`.execute(database.db);
    // Too few rows for the planner to prefer it on its own: whether it can answer is the question.
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ "QUERY PLAN": string }>`
        explain select id from "user" where email like ${"%r-1999%"} escape '!'`.execute(trx);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("user_email_trgm_idx");
  });
});
