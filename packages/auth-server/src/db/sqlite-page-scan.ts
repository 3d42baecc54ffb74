import { type Expression, type SqlBool, sql } from "kysely";
import type { Row, SortBy, Where } from "./adapter-types";
import type { DynamicKysely } from "./database-types";
import { createFindQueryCache, findParameters, findShapeKey } from "./find-query-cache";
import type { ResolvedModel, ResolvedSchema } from "./resolved-schema";
import type { RowMapping } from "./row-mapping";
import type { SqliteDirectReader } from "./sqlite-direct-reader";

export interface PageArgs {
  model: string;
  where?: Where[];
  limit?: number;
  offset?: number;
  sortBy?: SortBy;
}

/**
 * At most this many matches are gathered in one scan; a search that matches more is answered
 * by a count and a find instead (its ids would make a long text for little gain).
 */
export const PAGE_SCAN_MATCH_LIMIT = 10_000;

/** The result columns of the scan and of the fetch by rowid. */
const SCAN_COLUMNS = ["total", "ids"] as const;
const ROWID_COLUMN = "__rowid";

/**
 * findPage on SQLite in one pass over the table: a search that no index serves (a text match, a
 * filter on an unindexed field) is scanned once for both its count and its page —
 *
 *   select count(*), group_concat(r, ',' [order by s, r])
 *   from (select rowid as r, <sort column> as s from <table> where … limit 10001)
 *
 * — and the page's rows are then read by rowid, instead of a find that scans up to the page and
 * a count that scans again. It answers undefined (the caller counts and finds instead) where it
 * does not apply: a where whose SQL depends on its values, more matches than
 * PAGE_SCAN_MATCH_LIMIT, or a transaction open on the connection (the direct reader declines).
 */
export function createSqlitePageScan(deps: {
  schema: ResolvedSchema;
  rows: RowMapping;
  reader: SqliteDirectReader;
  condition: (model: ResolvedModel, clauses: readonly Where[]) => Expression<SqlBool>;
}) {
  const { schema, rows, reader, condition } = deps;
  const scans = createFindQueryCache<null>();
  const fetches = new Map<string, { sql: string; columns: readonly string[] }>();

  function compileScan(executor: DynamicKysely, model: ResolvedModel, args: PageArgs) {
    const where = args.where ?? [];
    let matches = executor
      .selectFrom(model.table)
      .select(sql<number>`rowid`.as("r"))
      .where(condition(model, where))
      .limit(sql.lit(PAGE_SCAN_MATCH_LIMIT + 1));
    // Without a sort, the ids come in the scan's own order (as findMany's rows would).
    let ids = sql<string>`group_concat(r, ',')`;
    if (args.sortBy) {
      const column = schema.field(model, args.sortBy.field).column;
      const direction = sql.raw(args.sortBy.direction === "desc" ? "desc" : "asc");
      matches = matches.select(sql.id(model.table, column).as("s"));
      ids = sql<string>`group_concat(r, ',' order by s ${direction}, r)`;
    }
    return executor
      .selectFrom(matches.as("matches"))
      .select([sql<number>`count(*)`.as("total"), ids.as("ids")])
      .compile();
  }

  function fetchByRowids(executor: DynamicKysely, model: ResolvedModel) {
    let fetch = fetches.get(model.key);
    if (!fetch) {
      const compiled = executor
        .selectFrom(model.table)
        .select([...rows.selection(model), sql`rowid`.as(ROWID_COLUMN)])
        .where(sql<SqlBool>`rowid in (select value from json_each(${"[]"}))`)
        .compile();
      fetch = { sql: compiled.sql, columns: [...rows.columnNames(model), ROWID_COLUMN] };
      fetches.set(model.key, fetch);
    }
    return fetch;
  }

  return function scanPage<T extends Row>(
    executor: DynamicKysely,
    args: PageArgs,
  ): { rows: T[]; total: number } | undefined {
    const model = schema.model(args.model);
    const shape = findShapeKey({ model: args.model, where: args.where, sortBy: args.sortBy });
    if (shape === null) return undefined;
    const key = `page|${shape}`;
    const parameters = findParameters(schema, model, args, "sqlite");
    const cached = scans.get(key)?.query;
    const scan = cached ?? compileScan(executor, model, args);
    if (!cached) scans.remember(key, scan, parameters, null);
    // A cached scan takes this call's values; a fresh one runs with those it was compiled with.
    const scanned = reader.read(scan.sql, cached ? parameters : scan.parameters, SCAN_COLUMNS);
    const [total, ids] = scanned?.[0] ?? [];
    if (typeof total !== "number" || total > PAGE_SCAN_MATCH_LIMIT) return undefined;
    if (typeof ids !== "string") return { rows: [], total };
    const offset = args.offset ?? 0;
    const page = ids.split(",", args.limit === undefined ? undefined : offset + args.limit);
    const wanted = page.slice(offset);
    if (wanted.length === 0) return { rows: [], total };
    const fetch = fetchByRowids(executor, model);
    const values = reader.read(fetch.sql, [`[${wanted.join(",")}]`], fetch.columns);
    if (!values) return undefined;
    // The rows come in rowid order: put them back in the scan's order.
    const position = new Map(wanted.map((rowid, index) => [Number(rowid), index]));
    const ordered: T[] = new Array(wanted.length);
    const rowidAt = fetch.columns.length - 1;
    for (const row of values) {
      const index = position.get(Number(row[rowidAt]));
      if (index !== undefined) ordered[index] = rows.fromValues<T>(model, row);
    }
    return { rows: ordered.filter((row) => row !== undefined), total };
  };
}
