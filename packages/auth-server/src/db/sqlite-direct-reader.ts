import type { SqliteDatabase } from "kysely";
import type { Row } from "./adapter-types";
import type { DynamicKysely } from "./database-types";

/** better-sqlite3's own flag: true while the connection has a transaction open. */
interface TransactionAware {
  readonly inTransaction: boolean;
}

/**
 * Runs an already compiled read straight on the better-sqlite3 connection, skipping Kysely's
 * executor (connection mutex, promises, plugins) for the queries every request makes. It
 * declines (returns undefined) while a transaction is open on the connection, so a read never
 * sees another request's uncommitted writes: the caller then takes Kysely's path, which waits
 * for the transaction to end.
 */
export interface SqliteDirectReader {
  read(sql: string, parameters: readonly unknown[]): Row[] | undefined;
}

const readers = new WeakMap<DynamicKysely, SqliteDirectReader>();

export function registerSqliteDirectReader(
  db: DynamicKysely,
  connection: TransactionAware,
  statements: SqliteDatabase,
): void {
  readers.set(db, {
    read(sql, parameters) {
      if (connection.inTransaction) return undefined;
      const statement = statements.prepare(sql);
      // Statements compiled from a select always return rows; anything else is not ours to run.
      if (!statement.reader) return undefined;
      return statement.all(parameters) as Row[];
    },
  });
}

/** The direct reader of a Kysely instance Tollgate opened over better-sqlite3, if any. */
export function sqliteDirectReaderOf(db: DynamicKysely): SqliteDirectReader | undefined {
  return readers.get(db);
}
