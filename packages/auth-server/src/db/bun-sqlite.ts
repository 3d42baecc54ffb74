import type { SqliteDatabase, SqliteStatement } from "kysely";

/** A prepared statement of `bun:sqlite`: parameters are passed spread, not as an array. */
interface BunSqliteStatement {
  readonly columnNames: readonly string[];
  all(...parameters: unknown[]): unknown[];
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
  run(...parameters: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

/**
 * A `Database` of Bun's built-in `bun:sqlite` module (recognised by `query`, `prepare` and `exec`
 * without better-sqlite3's `pragma`).
 */
export interface BunSqliteDatabase {
  query(sql: string): BunSqliteStatement;
  prepare(sql: string): BunSqliteStatement;
  exec(sql: string): unknown;
  close(): void;
}

export function isBunSqlite(input: object): input is BunSqliteDatabase {
  return (
    "query" in input &&
    typeof input.query === "function" &&
    "prepare" in input &&
    typeof input.prepare === "function" &&
    "exec" in input &&
    typeof input.exec === "function" &&
    !("pragma" in input)
  );
}

/**
 * A bun:sqlite database seen through the interface Kysely's SqliteDialect drives (better-sqlite3's),
 * so that Kysely's own SQLite driver (its connection mutex, transactions, streaming) runs on Bun.
 * `query` is bun:sqlite's cached prepare: the same few statements run on every request.
 */
export function bunSqliteForKysely(database: BunSqliteDatabase): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const statement = database.query(sql);
      return {
        // A statement that answers columns (a select, or a write with RETURNING) is a read.
        reader: statement.columnNames.length > 0,
        all: (parameters) => statement.all(...parameters),
        iterate: (parameters) => statement.iterate(...parameters),
        run: (parameters) => statement.run(...parameters),
      };
    },
  };
}
