import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { PAGE_SCAN_MATCH_LIMIT } from "../../src/db/sqlite-page-scan";
import { testSchema } from "./fixtures";
import { closeRecordedSqlites, openRecordedSqlite } from "./recorded-sqlite";

afterEach(closeRecordedSqlites);

/** Widgets on a better-sqlite3 connection whose prepared statements are recorded. */
async function openWidgets(count: number) {
  const { db, dialect, prepared } = await openRecordedSqlite(testSchema);
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
