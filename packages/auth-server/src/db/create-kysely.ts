import {
  type Dialect,
  Kysely,
  MysqlDialect,
  type MysqlPool,
  PostgresDialect,
  type PostgresPool,
  type SqliteDatabase,
  SqliteDialect,
} from "kysely";
import type {
  DatabaseConnection,
  DynamicDatabase,
  DynamicKysely,
  SqlDialect,
} from "./database-types";
import { registerSqliteDirectReader } from "./sqlite-direct-reader";
import { withStatementCache } from "./sqlite-statement-cache";

/** A better-sqlite3 `Database` (recognised by its `prepare` and `pragma` methods). */
export interface BetterSqlite3Database extends SqliteDatabase {
  pragma(source: string): unknown;
}

/** A pg `Pool` (recognised by `connect` plus `totalCount` or `options`). */
export type PgPool = PostgresPool & ({ totalCount: number } | { options: object });

/**
 * A mysql2 `Pool` from `mysql2` (recognised by `getConnection` plus `config`), or the promise
 * wrapper from `mysql2/promise` (recognised by `getConnection` plus the `pool` it wraps).
 */
export type Mysql2Pool =
  | (MysqlPool & { config: object })
  | { pool: MysqlPool & { config: object } };

export type DatabaseInput =
  | BetterSqlite3Database
  | PgPool
  | Mysql2Pool
  | { dialect: Dialect; type: SqlDialect }
  | { db: DynamicKysely; type: SqlDialect };

/** How long a SQLite connection waits for another writer's lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * A Kysely instance and its dialect from what the application hands to `createAuth`:
 * a better-sqlite3 Database, a pg Pool, a mysql2 Pool, a Kysely Dialect with its type, or a
 * Kysely instance.
 */
export function createDatabase(input: DatabaseInput): DatabaseConnection {
  if (isBetterSqlite3(input)) {
    input.pragma("journal_mode = WAL");
    input.pragma("foreign_keys = ON");
    input.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    const statements = withStatementCache(input);
    const db = new Kysely<DynamicDatabase>({
      dialect: new SqliteDialect({ database: statements }),
    });
    if (hasTransactionFlag(input)) registerSqliteDirectReader(db, input, input);
    return { db, dialect: "sqlite" };
  }
  if (isPgPool(input)) {
    return {
      db: new Kysely<DynamicDatabase>({ dialect: new PostgresDialect({ pool: input }) }),
      dialect: "postgres",
    };
  }
  if (isMysql2Pool(input)) {
    const pool = "pool" in input ? input.pool : input;
    return {
      db: new Kysely<DynamicDatabase>({ dialect: new MysqlDialect({ pool }) }),
      dialect: "mysql",
    };
  }
  if ("db" in input) return { db: input.db, dialect: input.type };
  return { db: new Kysely<DynamicDatabase>({ dialect: input.dialect }), dialect: input.type };
}

function isBetterSqlite3(input: DatabaseInput): input is BetterSqlite3Database {
  return (
    "prepare" in input &&
    typeof input.prepare === "function" &&
    "pragma" in input &&
    typeof input.pragma === "function"
  );
}

function hasTransactionFlag(input: object): input is { readonly inTransaction: boolean } {
  return "inTransaction" in input && typeof input.inTransaction === "boolean";
}

function isPgPool(input: DatabaseInput): input is PgPool {
  return (
    "connect" in input &&
    typeof input.connect === "function" &&
    ("totalCount" in input || "options" in input)
  );
}

function isMysql2Pool(input: DatabaseInput): input is Mysql2Pool {
  if (!("getConnection" in input) || typeof input.getConnection !== "function") return false;
  if ("config" in input && typeof input.config === "object") return true;
  return (
    "pool" in input &&
    typeof input.pool === "object" &&
    input.pool !== null &&
    "getConnection" in input.pool &&
    typeof input.pool.getConnection === "function" &&
    "config" in input.pool
  );
}
