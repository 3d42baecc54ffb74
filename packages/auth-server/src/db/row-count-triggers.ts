import { type CompiledQuery, sql } from "kysely";
import type { DynamicKysely, SqlDialect } from "./database-types";
import type { ResolvedModel } from "./resolved-schema";

/** The table holding the kept row counts: one row per counted table, keyed by its name. */
export const ROW_COUNT_TABLE = "tollgate_row_count";

/** The trigger function every counted table's triggers run. */
export const ROW_COUNT_FUNCTION = "tollgate_count_rows";

/** The triggers that keep a counted table's row, by the statement that fires them. */
export const ROW_COUNT_TRIGGERS = {
  insert: "tollgate_row_count_insert",
  delete: "tollgate_row_count_delete",
  truncate: "tollgate_row_count_truncate",
} as const;

const TRIGGER_NAMES: readonly string[] = Object.values(ROW_COUNT_TRIGGERS);

/** A table whose row count migrate starts keeping (PostgreSQL only). */
export interface RowCountToKeep {
  model: string;
  table: string;
}

export interface RowCountPlan {
  /** The tables whose count is not kept yet. */
  tables: RowCountToKeep[];
  statements: CompiledQuery[];
  /** Every counted table: all of them keep their count once the statements ran. */
  kept: string[];
}

const NOTHING: RowCountPlan = { tables: [], statements: [], kept: [] };

/**
 * The function adds the rows a statement inserted and subtracts those it deleted (their
 * transition table, `counted_rows`), once per statement: a bulk insert of a million rows is one
 * counter update. TRUNCATE sets the count to 0. The counter table is the one in the counted
 * table's own schema, whatever the session's search_path.
 */
const functionBody = `
declare
  changed bigint;
begin
  if tg_op = 'TRUNCATE' then
    execute format('update %I.${ROW_COUNT_TABLE} set row_count = 0 where table_name = $1', tg_table_schema)
      using tg_table_name;
    return null;
  end if;
  if tg_op = 'INSERT' then
    select count(*) into changed from counted_rows;
  else
    select -count(*) into changed from counted_rows;
  end if;
  if changed <> 0 then
    execute format('update %I.${ROW_COUNT_TABLE} set row_count = row_count + $2 where table_name = $1', tg_table_schema)
      using tg_table_name, changed;
  end if;
  return null;
end
`;

/**
 * On PostgreSQL, the statements that make the database keep the row count of each model with
 * `keepRowCount` whose count is not kept yet (its three triggers or its counter row missing):
 * the counter table and the trigger function (once), then per table, in migrate's transaction:
 * lock the table against writes, (re)create its triggers, and set its counter to count(*), so
 * no row is missed or counted twice. Nothing when every count is kept already; nothing on
 * SQLite and MySQL (their counts stay count(*)).
 */
export async function planRowCounts(
  db: DynamicKysely,
  dialect: SqlDialect,
  models: readonly ResolvedModel[],
  existingTables: ReadonlySet<string>,
): Promise<RowCountPlan> {
  if (dialect !== "postgres") return NOTHING;
  const counted = models.filter((model) => model.keepRowCount);
  if (counted.length === 0) return NOTHING;
  const kept = await keptState(
    db,
    counted.map((model) => model.table).filter((table) => existingTables.has(table)),
  );
  const missing = counted.filter((model) => !isKept(kept, model.table));
  const keptTables = counted.map((model) => model.table);
  if (missing.length === 0) return { ...NOTHING, kept: keptTables };
  const counter = sql.id(ROW_COUNT_TABLE);
  const run = sql`execute function ${sql.id(ROW_COUNT_FUNCTION)}()`;
  const statements = [
    sql`create table if not exists ${counter} (table_name text primary key, row_count bigint not null)`,
    sql`create or replace function ${sql.id(ROW_COUNT_FUNCTION)}() returns trigger language plpgsql as $$${sql.raw(functionBody)}$$`,
  ];
  for (const model of missing) {
    const table = sql.id(model.table);
    const { insert, delete: remove, truncate } = ROW_COUNT_TRIGGERS;
    statements.push(sql`lock table ${table} in share row exclusive mode`);
    for (const name of kept.triggers.get(model.table) ?? [])
      statements.push(sql`drop trigger ${sql.id(name)} on ${table}`);
    statements.push(
      sql`create trigger ${sql.id(insert)} after insert on ${table} referencing new table as counted_rows for each statement ${run}`,
      sql`create trigger ${sql.id(remove)} after delete on ${table} referencing old table as counted_rows for each statement ${run}`,
      sql`create trigger ${sql.id(truncate)} after truncate on ${table} for each statement ${run}`,
      sql`insert into ${counter} (table_name, row_count) select ${sql.lit(model.table)}, count(*) from ${table} on conflict (table_name) do update set row_count = excluded.row_count`,
    );
  }
  return {
    tables: missing.map((model) => ({ model: model.key, table: model.table })),
    statements: statements.map((statement) => statement.compile(db)),
    kept: keptTables,
  };
}

interface KeptState {
  /** Counted table → which of the three triggers it has (enabled or not). */
  triggers: Map<string, string[]>;
  /** Tables with a counter row. */
  counters: Set<string>;
  /** Tables whose three triggers are all enabled. */
  enabled: Set<string>;
}

function isKept(state: KeptState, table: string): boolean {
  return state.enabled.has(table) && state.counters.has(table);
}

/** The triggers and counter rows of these tables in the current schema. */
async function keptState(db: DynamicKysely, tables: readonly string[]): Promise<KeptState> {
  const state: KeptState = { triggers: new Map(), counters: new Set(), enabled: new Set() };
  if (tables.length === 0) return state;
  const { rows } = await sql<{ table_name: string; trigger_name: string; enabled: boolean }>`
    select c.relname as table_name, t.tgname as trigger_name, t.tgenabled <> 'D' as enabled
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    where c.relnamespace = to_regnamespace(current_schema())
      and c.relname in (${sql.join(tables)})
      and t.tgname in (${sql.join(TRIGGER_NAMES)})`.execute(db);
  const enabledCount = new Map<string, number>();
  for (const row of rows) {
    state.triggers.set(row.table_name, [
      ...(state.triggers.get(row.table_name) ?? []),
      row.trigger_name,
    ]);
    if (row.enabled) enabledCount.set(row.table_name, (enabledCount.get(row.table_name) ?? 0) + 1);
  }
  for (const [table, count] of enabledCount)
    if (count === TRIGGER_NAMES.length) state.enabled.add(table);
  if (state.enabled.size === 0) return state;
  const { rows: exists } = await sql<{ present: boolean }>`
    select to_regclass(quote_ident(current_schema()) || '.' || ${ROW_COUNT_TABLE}) is not null
      as present`.execute(db);
  if (!exists[0]?.present) return state;
  const { rows: counters } = await sql<{ table_name: string }>`
    select table_name from ${sql.id(ROW_COUNT_TABLE)}
    where table_name in (${sql.join([...state.enabled])})`.execute(db);
  for (const row of counters) state.counters.add(row.table_name);
  return state;
}
