import { type Expression, type SqlBool, sql } from "kysely";
import type { Row, SortBy, Where } from "./adapter-types";
import type { DynamicKysely } from "./database-types";
import { createFindQueryCache, findParameters, findShapeKey } from "./find-query-cache";
import type { ResolvedField, ResolvedModel, ResolvedSchema } from "./resolved-schema";
import type { RowMapping } from "./row-mapping";
import type { SqliteDirectReader } from "./sqlite-direct-reader";
import {
  rowidsOfBlock,
  type TextBlockAvailability,
  type TextBlocks,
  textBlocksOf,
} from "./text-blocks";
import { textPattern } from "./where-clause";

interface BlockSearch {
  /** The block table. */
  table: string;
  /** The value instr looks for, in the blocks and in each of their rows. */
  needle: string;
}

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
 *
 * A `contains` on a substringIndexes field, required by the where (no OR), scans the field's
 * block table instead when the database has it (text-blocks.ts): only the rows of the blocks
 * whose text contains the value are read, in rowid order, and checked with the whole where.
 */
export function createSqlitePageScan(deps: {
  schema: ResolvedSchema;
  rows: RowMapping;
  reader: SqliteDirectReader;
  condition: (model: ResolvedModel, clauses: readonly Where[]) => Expression<SqlBool>;
  blocks: TextBlockAvailability;
}) {
  const { schema, rows, reader, condition, blocks } = deps;
  const scans = createFindQueryCache<null>();
  const fetches = new Map<string, { sql: string; columns: readonly string[] }>();
  // The block table of each substring-indexed field, named once rather than on every search.
  const blockTables = new Map<ResolvedField, TextBlocks>();

  function compileScan(
    executor: DynamicKysely,
    model: ResolvedModel,
    args: PageArgs,
    search: BlockSearch | undefined,
  ) {
    const where = args.where ?? [];
    const rowid = sql<number>`${sql.id(model.table)}.rowid`;
    // CROSS JOIN keeps the blocks in SQLite's outer loop whatever else the where indexes: each
    // block that holds the value is then joined to its 64 rows by rowid range.
    const source = search
      ? executor
          .selectFrom(`${search.table} as __blocks`)
          .crossJoin(model.table)
          .where(sql<SqlBool>`${rowid} ${sql.raw(rowidsOfBlock('"__blocks"."block"'))}`)
          .where(sql<SqlBool>`instr("__blocks"."text", ${search.needle}) > 0`)
      : executor.selectFrom(model.table);
    let matches = source
      .select(rowid.as("r"))
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

  /**
   * The block table that can serve this where: its first `contains` on a substringIndexes
   * field, when no clause is joined by OR (the match must be required) and the database has
   * the table whole. The value is bound as instr's (the field's stored form).
   */
  function blockSearch(model: ResolvedModel, where: readonly Where[] | undefined) {
    if (!where || model.substringIndexed.length === 0) return undefined;
    if (where.some((clause, index) => index > 0 && clause.connector === "OR")) return undefined;
    for (const clause of where) {
      if (clause.operator !== "contains") continue;
      const field = model.substringIndexed.find((indexed) => indexed.name === clause.field);
      if (!field) continue;
      let table = blockTables.get(field);
      if (!table) {
        table = textBlocksOf(model.table, field.column);
        blockTables.set(field, table);
      }
      if (!blocks.has(table)) return undefined;
      const stored = String(field.codec.toDatabase(clause.value));
      return { table: table.table, needle: textPattern(stored, "contains", "sqlite") };
    }
    return undefined;
  }

  return function scanPage<T extends Row>(
    executor: DynamicKysely,
    args: PageArgs,
  ): { rows: T[]; total: number } | undefined {
    const model = schema.model(args.model);
    const shape = findShapeKey({ model: args.model, where: args.where, sortBy: args.sortBy });
    if (shape === null) return undefined;
    const search = blockSearch(model, args.where);
    const key = `page|${search ? `blocks:${search.table}|` : ""}${shape}`;
    const parameters = findParameters(schema, model, args, "sqlite");
    if (search) parameters.unshift(search.needle);
    const cached = scans.get(key)?.query;
    const scan = cached ?? compileScan(executor, model, args, search);
    if (!cached) scans.remember(key, scan, parameters, null);
    // A cached scan takes this call's values; a fresh one runs with those it was compiled with.
    let scanned: unknown[][] | undefined;
    try {
      scanned = reader.read(scan.sql, cached ? parameters : scan.parameters, SCAN_COLUMNS);
    } catch (error) {
      // A block table dropped since it was seen: look again next time, count and find now.
      if (!search) throw error;
      blocks.forget();
      return undefined;
    }
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
