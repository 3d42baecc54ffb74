import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Row, Where } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import type { DatabaseSchema } from "../../src/db/schema-types";
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
  it("answers every contains search as instr does: total, sorted page and all matches", async () => {
    const schema: DatabaseSchema = {
      person: {
        fields: { email: { type: "string" }, name: { type: "string", required: false } },
      },
    };
    const { db, dialect } = await openRecordedSqlite(schema);
    const adapter = createKyselyAdapter(db, dialect, schema);
    // A small repeatable random sequence (mulberry32) over few letters, so values share
    // substrings (a newline and non-ASCII letters among them).
    let state = 7;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const alphabet = ["a", "b", "-", "@", ".", "\n", "é", "€", "Z"];
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    type Person = Row & { id: string; email: string; name: string | null };
    const people: Person[] = [];
    for (let index = 0; index < 300; index++) {
      const email = `${text(2 + Math.floor(random() * 8))}#${index}`;
      const name = random() < 0.15 ? null : text(Math.floor(random() * 6));
      const person = await adapter.create<Person>({ model: "person", data: { email, name } });
      people.push({ id: person.id, email, name });
    }
    for (const field of ["email", "name"] as const) {
      for (const value of ["a", "ab", "-a", "\n", "a\nb", "é€", "Z@", "#1", "zzz", "", "b.a-"]) {
        const where: Where[] = [{ field, operator: "contains", value }];
        const matching = people.filter((person) => person[field]?.includes(value) === true);
        const label = `${field} contains ${JSON.stringify(value)}`;
        const sortBy = { field: "email", direction: "asc" as const };
        const page = await adapter.findPage<Person>({
          model: "person",
          where,
          sortBy,
          limit: 7,
          offset: 3,
        });
        expect(page.total, label).toBe(matching.length);
        const sorted = matching.map((person) => person.email).sort();
        expect(
          page.rows.map((row) => row.email),
          label,
        ).toEqual(sorted.slice(3, 10));
        const all = await adapter.findPage<Person>({ model: "person", where });
        expect(new Set(all.rows.map((row) => row.id)), label).toEqual(
          new Set(matching.map((person) => person.id)),
        );
      }
    }
  });
});
