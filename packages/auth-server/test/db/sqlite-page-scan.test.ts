import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/create-kysely";
import type { DynamicKysely } from "../../src/db/database-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { PAGE_SCAN_MATCH_LIMIT } from "../../src/db/sqlite-page-scan";
import { testSchema } from "./fixtures";

const opened: DynamicKysely[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/** Widgets on a better-sqlite3 connection whose prepared statements are recorded. */
async function openWidgets(count: number) {
  const connection = new Database(":memory:");
  const prepared: string[] = [];
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    prepared.push(source);
    return prepare(source);
  }) as typeof connection.prepare;
  const { db, dialect } = createDatabase(connection);
  opened.push(db);
  await migrate(db, dialect, testSchema);
  await sql`insert into widget (id, label, enabled)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    select 'w' || i, 'bulk-' || substr('0000' || i, -5), 0 from n`.execute(db);
  prepared.length = 0;
  return { adapter: createKyselyAdapter(db, dialect, testSchema), prepared };
}

describe("findPage on SQLite", () => {
  it("scans once for a search: no count and no find of the page apart", async () => {
    const { adapter, prepared } = await openWidgets(300);
    const where = [{ field: "label", operator: "contains" as const, value: "-001" }];
    const page = await adapter.findPage({ model: "widget", where, limit: 10, offset: 50 });
    expect(page.total).toBe(100);
    expect(page.rows.map((row) => row.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `bulk-001${50 + i}`),
    );
    expect(prepared.some((text) => text.includes("group_concat"))).toBe(true);
    expect(prepared.some((text) => text.includes("json_each"))).toBe(true);
    expect(prepared.some((text) => /count\(\*\) as "count"/.test(text))).toBe(false);
  });

  it(`counts and finds apart when a search matches more than ${PAGE_SCAN_MATCH_LIMIT} rows`, async () => {
    const { adapter, prepared } = await openWidgets(PAGE_SCAN_MATCH_LIMIT + 5);
    const where = [{ field: "label", operator: "starts_with" as const, value: "bulk-" }];
    const sortBy = { field: "label", direction: "desc" as const };
    const page = await adapter.findPage({ model: "widget", where, sortBy, limit: 3 });
    expect(page.total).toBe(PAGE_SCAN_MATCH_LIMIT + 5);
    expect(page.rows.map((row) => row.label)).toEqual(["bulk-10005", "bulk-10004", "bulk-10003"]);
    expect(prepared.some((text) => /count\(\*\) as "count"/.test(text))).toBe(true);
  });
});
