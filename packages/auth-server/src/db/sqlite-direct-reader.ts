import type { SqliteDatabase, SqliteStatement } from "kysely";
import type { DynamicKysely } from "./database-types";
import { JSON_ROW_COLUMN } from "./read-plan";
import { quoteIdentifier } from "./sql-identifier";

/** better-sqlite3's own flag: true while the connection has a transaction open. */
interface TransactionAware {
  readonly inTransaction: boolean;
}

/**
 * better-sqlite3 statements can name their result columns, answer each row as an array of its
 * column values (`raw(true)`) or answer a row's first column alone (`pluck(true)`).
 */
interface RawStatement extends SqliteStatement {
  raw(toggle: boolean): unknown;
  pluck(toggle: boolean): unknown;
  columns(): { name: string }[];
  all(parameters: ReadonlyArray<unknown>): unknown[][];
  get(parameters: ReadonlyArray<unknown>): unknown;
}

function isRawStatement(statement: SqliteStatement): statement is RawStatement {
  return (
    "raw" in statement &&
    typeof statement.raw === "function" &&
    "pluck" in statement &&
    typeof statement.pluck === "function" &&
    "columns" in statement &&
    typeof statement.columns === "function"
  );
}

/**
 * A read as two statements over the same SQL: `asJson` answers every row in one JSON text,
 * `asRows` row by row. The JSON form is the caller's own (the find with `json_array(<columns>)`
 * as its select list, see ReadPlan.jsonRow) joined by group_concat, or else
 * `select json_group_array(json_array(<columns>)) from (<sql>)`. The first is cheaper when the
 * find is ordered or limited: SQLite then runs it as a subquery whose every column it copies
 * out, and json_group_array re-reads each array it is given (50 members with their users:
 * 35 → 28 µs). SQLite
 * writes the JSON in C and JSON.parse builds the values inside V8, which is cheaper than
 * better-sqlite3 making each value through V8's API (measured through the adapter: 50 members
 * with their users 94 → 83 µs, 10 invitations 20 → 15 µs, a page of 100 users 190 → 166 µs;
 * a single row costs the same either way). The two agree on every
 * value SQLite stores (text, integer, real, null) but -0.0, which JSON writes as 0. `asJson` is
 * dropped for good when it fails where `asRows` succeeds (a BLOB, which JSON cannot hold; a
 * result longer than SQLite's longest string). The aggregate keeps the subquery's ORDER BY:
 * SQLite does not flatten an ordered subquery into an aggregate (its ticket #2942 tests this).
 * The reads given here select stored columns, never a JSON function's result (which json_array
 * would embed as JSON rather than as its text).
 */
interface PreparedRead {
  asRows: RawStatement;
  asJson: RawStatement | null;
}

/**
 * Runs an already compiled read straight on the better-sqlite3 connection, skipping Kysely's
 * executor (connection mutex, promises, plugins) for the queries every request makes, and
 * takes its rows as arrays (no object per row to build and then re-map). It declines
 * (returns undefined) while a transaction is open on the connection, so a read never sees
 * another request's uncommitted writes: the caller then takes Kysely's path, which waits for
 * the transaction to end. It also declines a statement that is not a read or whose result
 * columns are not exactly the ones the caller expects.
 */
export interface SqliteDirectReader {
  read(
    sql: string,
    parameters: readonly unknown[],
    expectedColumns: readonly string[],
    jsonSql?: string,
  ): unknown[][] | undefined;
}

const readers = new WeakMap<DynamicKysely, SqliteDirectReader>();

/**
 * The JSON form of a read, or null when its columns cannot be named apart from outside. An
 * empty group_concat is null, hence the coalesce.
 */
function prepareAsJson(
  database: SqliteDatabase,
  sql: string,
  columns: readonly string[],
  jsonSql: string | undefined,
): RawStatement | null {
  if (jsonSql === undefined && new Set(columns).size !== columns.length) return null;
  try {
    const statement = database.prepare(
      jsonSql === undefined
        ? `select json_group_array(json_array(${columns.map(quoteIdentifier).join(", ")})) from (${sql})`
        : `select coalesce('[' || group_concat(${quoteIdentifier(JSON_ROW_COLUMN)}, ',') || ']', '[]') from (${jsonSql})`,
    );
    if (!isRawStatement(statement)) return null;
    statement.pluck(true);
    return statement;
  } catch {
    // An SQLite without JSON functions: rows it is.
    return null;
  }
}

function readRows(prepared: PreparedRead, parameters: readonly unknown[]): unknown[][] {
  const { asJson, asRows } = prepared;
  if (!asJson) return asRows.all(parameters);
  try {
    // An aggregate answers exactly one row: the JSON text of all of them.
    return JSON.parse(String(asJson.get(parameters))) as unknown[][];
  } catch {
    // A failure of the read itself (busy, a missing parameter) is the row form's too, and
    // thrown by it; one it does not share makes the JSON form unfit for this statement.
    const rows = asRows.all(parameters);
    prepared.asJson = null;
    return rows;
  }
}

export function registerSqliteDirectReader(
  db: DynamicKysely,
  connection: TransactionAware,
  database: SqliteDatabase,
  limit = 256,
): void {
  // Separate from Kysely's statement cache: raw and pluck modes are a statement's own state.
  const statements = new Map<string, PreparedRead | null>();
  const prepare = (
    sql: string,
    expectedColumns: readonly string[],
    jsonSql: string | undefined,
  ): PreparedRead | null => {
    const statement = database.prepare(sql);
    if (!statement.reader || !isRawStatement(statement)) return null;
    const columns = statement.columns().map((column) => column.name);
    const matches =
      columns.length === expectedColumns.length &&
      columns.every((name, index) => name === expectedColumns[index]);
    if (!matches) return null;
    statement.raw(true);
    return { asRows: statement, asJson: prepareAsJson(database, sql, columns, jsonSql) };
  };
  readers.set(db, {
    read(sql, parameters, expectedColumns, jsonSql) {
      if (connection.inTransaction) return undefined;
      let prepared = statements.get(sql);
      if (prepared === undefined) {
        prepared = prepare(sql, expectedColumns, jsonSql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value ?? "");
        statements.set(sql, prepared);
      }
      if (!prepared) return undefined;
      return readRows(prepared, parameters);
    },
  });
}

/** The direct reader of a Kysely instance Tollgate opened over better-sqlite3, if any. */
export function sqliteDirectReaderOf(db: DynamicKysely): SqliteDirectReader | undefined {
  return readers.get(db);
}
