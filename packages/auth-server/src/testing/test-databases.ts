// Node-only test helper: the databases a data-layer test runs against. Drivers are optional peer
// dependencies, loaded by the target that opens them, so a suite on SQLite needs no pg or mysql2.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Pool as PgPool } from "pg";
import { createDatabase } from "../db/create-kysely";
import type { DynamicKysely, SqlDialect } from "../db/database-types";

export interface TestDatabase {
  db: DynamicKysely;
  dialect: SqlDialect;
  /** Another independent connection (or pool) to the same database, for concurrency tests. */
  openSecondConnection(): Promise<{ db: DynamicKysely; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface TestDatabaseTarget {
  name: string;
  dialect: SqlDialect;
  /**
   * A fresh, empty database: its own SQLite file or memory, its own PostgreSQL schema, or its
   * own MySQL database.
   */
  open(): Promise<TestDatabase>;
}

export interface TestDatabasesOptions {
  /**
   * The environment variable holding the PostgreSQL URL (default TOLLGATE_TEST_POSTGRES_URL),
   * or false to leave PostgreSQL out, in CI too.
   */
  postgresUrlVariable?: string | false;
  /**
   * The environment variable holding the MySQL or MariaDB URL (default TOLLGATE_TEST_MYSQL_URL),
   * or false to leave MySQL out, in CI too.
   */
  mysqlUrlVariable?: string | false;
}

export const POSTGRES_URL_VARIABLE = "TOLLGATE_TEST_POSTGRES_URL";
export const MYSQL_URL_VARIABLE = "TOLLGATE_TEST_MYSQL_URL";

/**
 * The databases a data-layer test runs against (use with `describe.each`): SQLite in memory
 * and in a temporary file always, PostgreSQL when TOLLGATE_TEST_POSTGRES_URL is set, MySQL
 * (or MariaDB) when TOLLGATE_TEST_MYSQL_URL is set. In CI (`CI=true`) a missing URL fails the
 * suite instead of skipping it.
 */
export function testDatabases(options: TestDatabasesOptions = {}): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [sqliteInMemory, sqliteFile];
  const postgresUrl = serverUrl(
    options.postgresUrlVariable ?? POSTGRES_URL_VARIABLE,
    "PostgreSQL",
    "postgres://postgres:postgres@127.0.0.1:5432/tollgate_test",
  );
  if (postgresUrl) targets.push(postgresTarget(postgresUrl));
  const mysqlUrl = serverUrl(
    options.mysqlUrlVariable ?? MYSQL_URL_VARIABLE,
    "MySQL or MariaDB",
    "mysql://tollgate:tollgate@127.0.0.1:3306/tollgate_test",
  );
  if (mysqlUrl) targets.push(mysqlTarget(mysqlUrl));
  return targets;
}

/** The server's URL, or null when its suite is skipped; a missing URL throws in CI. */
function serverUrl(variable: string | false, server: string, example: string): string | null {
  if (variable === false) return null;
  const url = process.env[variable];
  if (url) return url;
  if (process.env.CI === "true") {
    throw new Error(
      `${variable} is not set, but CI=true: the ${server} suite must run in CI. ` +
        `Start ${server} and set it, e.g. ${example}`,
    );
  }
  return null;
}

async function openSqlite(filename: string): Promise<DynamicKysely> {
  const { default: Database } = await import("better-sqlite3");
  return createDatabase(new Database(filename)).db;
}

const sqliteInMemory: TestDatabaseTarget = {
  name: "sqlite (memory)",
  dialect: "sqlite",
  async open() {
    const db = await openSqlite(":memory:");
    return {
      db,
      dialect: "sqlite",
      async openSecondConnection() {
        // An in-memory database is private to its connection: the same Kysely is shared.
        return { db, close: async () => {} };
      },
      close: () => db.destroy(),
    };
  },
};

const sqliteFile: TestDatabaseTarget = {
  name: "sqlite (file)",
  dialect: "sqlite",
  async open() {
    const directory = mkdtempSync(join(tmpdir(), "tollgate-db-"));
    const path = join(directory, "test.db");
    const db = await openSqlite(path);
    const others: DynamicKysely[] = [];
    return {
      db,
      dialect: "sqlite",
      async openSecondConnection() {
        const other = await openSqlite(path);
        others.push(other);
        return { db: other, close: () => other.destroy() };
      },
      async close() {
        for (const other of others) await other.destroy();
        await db.destroy();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  },
};

function postgresTarget(url: string): TestDatabaseTarget {
  return {
    name: "postgres",
    dialect: "postgres",
    async open() {
      const { default: pg } = await import("pg");
      const schemaName = `t_${Math.random().toString(36).slice(2, 12)}`;
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      await admin.query(`create schema "${schemaName}"`);
      const pools: PgPool[] = [];
      const connect = () => {
        const pool = new pg.Pool({
          connectionString: url,
          options: `-c search_path=${schemaName}`,
        });
        pools.push(pool);
        return createDatabase(pool).db;
      };
      const db = connect();
      return {
        db,
        dialect: "postgres",
        async openSecondConnection() {
          const other = connect();
          return { db: other, close: async () => {} };
        },
        async close() {
          await db.destroy().catch(() => {});
          for (const pool of pools) if (!pool.ended) await pool.end();
          await admin.query(`drop schema "${schemaName}" cascade`);
          await admin.end();
        },
      };
    },
  };
}

function mysqlTarget(url: string): TestDatabaseTarget {
  return {
    name: "mysql",
    dialect: "mysql",
    async open() {
      const { default: mysql } = await import("mysql2");
      // The user needs CREATE and DROP on databases: each test gets a database of its own.
      const databaseName = `t_${Math.random().toString(36).slice(2, 12)}`;
      const admin = mysql.createPool({ uri: url, connectionLimit: 1 }).promise();
      await admin.query(`create database \`${databaseName}\``);
      const address = new URL(url);
      address.pathname = `/${databaseName}`;
      // Kysely's destroy() ends the pool it was given.
      const connect = () =>
        createDatabase(mysql.createPool({ uri: address.href, timezone: "Z" })).db;
      const db = connect();
      const others: DynamicKysely[] = [];
      return {
        db,
        dialect: "mysql",
        async openSecondConnection() {
          const other = connect();
          others.push(other);
          return { db: other, close: async () => {} };
        },
        async close() {
          for (const other of [...others, db]) await other.destroy().catch(() => {});
          await admin.query(`drop database \`${databaseName}\``);
          await admin.end();
        },
      };
    },
  };
}
