import { type Compilable, type OperationNodeSource, sql } from "kysely";
import type { Where } from "./adapter-types";
import type { DynamicKysely, SqlDialect } from "./database-types";
import { rowCountKnownKept } from "./kept-row-counts";
import type { ResolvedModel } from "./resolved-schema";
import { ROW_COUNT_TABLE, ROW_COUNT_TRIGGERS } from "./row-count-triggers";

/** A query that reads a kept count (one column, `count`). */
export type KeptCountQuery = Compilable & OperationNodeSource;

/** Reads the row counts the database keeps (row-count-triggers.ts) for an adapter. */
export interface RowCountReader {
  /**
   * The select (one column, `count`) that reads the kept count of `model`'s rows, when the count
   * has no where, the model keeps its count and this database has the counter; otherwise
   * undefined (count them). The first call for a table asks the catalog once; later ones do not.
   */
  keptCount(
    executor: DynamicKysely,
    model: ResolvedModel,
    where: readonly Where[] | undefined,
  ): Promise<KeptCountQuery | undefined>;
}

/**
 * An app that runs its own migrations may lack the counter: whether the database keeps a table's
 * count is asked once per adapter and table (the counter table and the table's three enabled
 * triggers, where the adapter's unqualified names resolve) and remembered, unless migrate ran
 * on the adapter's own Kysely instance and said so (kept-row-counts.ts).
 */
export function createRowCountReader(db: DynamicKysely, dialect: SqlDialect): RowCountReader {
  const kept = new Map<string, Promise<boolean>>();

  function isKept(executor: DynamicKysely, table: string): Promise<boolean> | boolean {
    if (rowCountKnownKept(db, table)) return true;
    let known = kept.get(table);
    if (!known) {
      known = countIsKept(executor, table);
      kept.set(table, known);
      // A failed look-up (a lost connection) is asked again next time.
      known.catch(() => kept.delete(table));
    }
    return known;
  }

  return {
    async keptCount(executor, model, where) {
      if (dialect !== "postgres" || !model.keepRowCount || where?.length) return undefined;
      if (!(await isKept(executor, model.table))) return undefined;
      // Without its counter row (deleted by hand), the count is counted: still exact.
      const counter = executor
        .selectFrom(ROW_COUNT_TABLE)
        .select("row_count")
        .where("table_name", "=", sql.lit(model.table));
      const counted = executor.selectFrom(model.table).select(sql`count(*)`.as("count"));
      return executor.selectNoFrom(
        sql<number | string | bigint>`coalesce((${counter}), (${counted}))`.as("count"),
      );
    },
  };
}

async function countIsKept(executor: DynamicKysely, table: string): Promise<boolean> {
  const triggers = Object.values(ROW_COUNT_TRIGGERS);
  const { rows } = await sql<{ kept: boolean }>`
    select to_regclass(${ROW_COUNT_TABLE}) is not null
      and (select count(*) from pg_catalog.pg_trigger
        where tgrelid = to_regclass(quote_ident(${table}))
          and tgname in (${sql.join(triggers)}) and tgenabled <> 'D') = ${triggers.length}
      as kept`.execute(executor);
  return rows[0]?.kept === true;
}
