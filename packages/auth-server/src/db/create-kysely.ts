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
import { type BunSqliteDatabase, bunSqliteForKysely, isBunSqlite } from "./bun-sqlite";
import { DatabaseInputError, databaseInputMessages, describeValue } from "./database-input-error";
import type {
  DatabaseConnection,
  DynamicDatabase,
  DynamicKysely,
  SqlDialect,
  StatementPipeline,
} from "./database-types";
import { pipelineOverPool } from "./postgres-pipeline";
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

/** A driver's database or pool that Tollgate recognises on its own. */
export type DriverDatabase = BetterSqlite3Database | BunSqliteDatabase | PgPool | Mysql2Pool;

/** A Drizzle database (`drizzle(...)`): Tollgate runs its own SQL on the driver under it. */
export interface DrizzleDatabase {
  $client: DriverDatabase;
}

export type DatabaseInput =
  | DriverDatabase
  | DrizzleDatabase
  | { dialect: Dialect; type: SqlDialect }
  | { db: DynamicKysely; type: SqlDialect };

export type { BunSqliteDatabase };

/**
 * The pipelines of the Kysely instances made here over a pg Pool, so that one handed back as
 * `{ db, type }` keeps its one-round-trip statements (an app's own Kysely has none).
 */
const pipelines = new WeakMap<DynamicKysely, StatementPipeline>();

/** How long a SQLite connection waits for another writer's lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * A Kysely instance and its dialect from what the application hands to `createAuth`:
 * a better-sqlite3 or bun:sqlite Database, a pg Pool, a mysql2 Pool, a Drizzle database over one
 * of these, a Kysely Dialect with its type, or a Kysely instance with its type. Anything else is
 * refused with a DatabaseInputError that lists what is accepted.
 */
export function createDatabase(input: DatabaseInput): DatabaseConnection {
  // Checked here, not only by the types: JavaScript apps and wrong casts reach this too.
  const given: unknown = input;
  if (typeof given !== "object" || given === null) {
    throw new DatabaseInputError(databaseInputMessages.unsupported(describeValue(given)));
  }
  if (isDrizzle(input)) return createDatabase(input.$client);
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
    const db = new Kysely<DynamicDatabase>({ dialect: new PostgresDialect({ pool: input }) });
    const pipeline = pipelineOverPool(input);
    pipelines.set(db, pipeline);
    return { db, dialect: "postgres", pipeline };
  }
  if (isMysql2Pool(input)) {
    const pool = "pool" in input ? input.pool : input;
    return {
      db: new Kysely<DynamicDatabase>({ dialect: new MysqlDialect({ pool }) }),
      dialect: "mysql",
    };
  }
  if (isBunSqlite(input)) {
    input.exec("pragma journal_mode = WAL");
    input.exec("pragma foreign_keys = ON");
    input.exec(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    return {
      db: new Kysely<DynamicDatabase>({
        dialect: new SqliteDialect({ database: bunSqliteForKysely(input) }),
      }),
      dialect: "sqlite",
    };
  }
  if ("db" in input && isKysely(input.db)) {
    const pipeline = pipelines.get(input.db);
    return { db: input.db, dialect: sqlType(input.type), ...(pipeline ? { pipeline } : {}) };
  }
  if ("dialect" in input && isDialect(input.dialect)) {
    const dialect = sqlType(input.type);
    return { db: new Kysely<DynamicDatabase>({ dialect: input.dialect }), dialect };
  }
  throw new DatabaseInputError(databaseInputMessages.unsupported(describeValue(input)));
}

function isDrizzle(input: object): input is DrizzleDatabase {
  return "$client" in input && typeof input.$client === "object" && input.$client !== null;
}

function isKysely(value: unknown): value is DynamicKysely {
  return (
    typeof value === "object" &&
    value !== null &&
    "selectFrom" in value &&
    typeof value.selectFrom === "function"
  );
}

function isDialect(value: unknown): value is Dialect {
  return (
    typeof value === "object" &&
    value !== null &&
    "createDriver" in value &&
    typeof value.createDriver === "function"
  );
}

function sqlType(type: unknown): SqlDialect {
  if (type === "sqlite" || type === "postgres" || type === "mysql") return type;
  throw new DatabaseInputError(
    databaseInputMessages.unknownType(JSON.stringify(type) ?? "missing"),
  );
}

function isBetterSqlite3(input: object): input is BetterSqlite3Database {
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

function isPgPool(input: object): input is PgPool {
  return (
    "connect" in input &&
    typeof input.connect === "function" &&
    ("totalCount" in input || "options" in input)
  );
}

function isMysql2Pool(input: object): input is Mysql2Pool {
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
