import type { SqliteDatabase, SqliteStatement } from "kysely";
import type { DynamicKysely } from "./database-types";

/** better-sqlite3's own flag: true while the connection has a transaction open. */
interface TransactionAware {
  readonly inTransaction: boolean;
}

/**
 * better-sqlite3 statements can name their result columns and answer each row as an array of its
 * column values (`raw(true)`).
 */
interface RawStatement extends SqliteStatement {
  raw(toggle: boolean): unknown;
  columns(): { name: string }[];
  all(parameters: ReadonlyArray<unknown>): unknown[][];
  get(parameters: ReadonlyArray<unknown>): unknown[] | undefined;
}

function isRawStatement(statement: SqliteStatement): statement is RawStatement {
  return (
    "raw" in statement &&
    typeof statement.raw === "function" &&
    "columns" in statement &&
    typeof statement.columns === "function"
  );
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
  ): unknown[][] | undefined;
  /**
   * The first row only (null when there is none), as `read` declines: better-sqlite3 steps the
   * statement once and builds no array of rows.
   */
  readFirst(
    sql: string,
    parameters: readonly unknown[],
    expectedColumns: readonly string[],
  ): unknown[] | null | undefined;
}

const readers = new WeakMap<DynamicKysely, SqliteDirectReader>();

export function registerSqliteDirectReader(
  db: DynamicKysely,
  connection: TransactionAware,
  database: SqliteDatabase,
  limit = 256,
): void {
  // Separate from Kysely's statement cache: raw mode is a statement's own state.
  const statements = new Map<string, RawStatement | null>();
  const prepare = (sql: string, expectedColumns: readonly string[]): RawStatement | null => {
    const statement = database.prepare(sql);
    if (!statement.reader || !isRawStatement(statement)) return null;
    const columns = statement.columns().map((column) => column.name);
    const matches =
      columns.length === expectedColumns.length &&
      columns.every((name, index) => name === expectedColumns[index]);
    if (!matches) return null;
    statement.raw(true);
    return statement;
  };
  /** The statement to run, or null when a read must decline (see SqliteDirectReader). */
  const statementFor = (sql: string, expectedColumns: readonly string[]) => {
    if (connection.inTransaction) return null;
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      prepared = prepare(sql, expectedColumns);
      if (statements.size >= limit) statements.delete(statements.keys().next().value ?? "");
      statements.set(sql, prepared);
    }
    return prepared;
  };
  readers.set(db, {
    read(sql, parameters, expectedColumns) {
      return statementFor(sql, expectedColumns)?.all(parameters);
    },
    readFirst(sql, parameters, expectedColumns) {
      const statement = statementFor(sql, expectedColumns);
      return statement ? (statement.get(parameters) ?? null) : undefined;
    },
  });
}

/** The direct reader of a Kysely instance Tollgate opened over better-sqlite3, if any. */
export function sqliteDirectReaderOf(db: DynamicKysely): SqliteDirectReader | undefined {
  return readers.get(db);
}
