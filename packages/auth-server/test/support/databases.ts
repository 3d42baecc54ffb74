import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import mysql from "mysql2";
import pg from "pg";
import { createDatabase } from "../../src/db/create-kysely";
import type { DynamicKysely, SqlDialect } from "../../src/db/database-types";

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

export const POSTGRES_URL_VARIABLE = "TOLLGATE_TEST_POSTGRES_URL";
export const MYSQL_URL_VARIABLE = "TOLLGATE_TEST_MYSQL_URL";

/**
 * The databases every data-layer test runs against (use with `describe.each`): SQLite in memory
 * and in a temporary file always, PostgreSQL when TOLLGATE_TEST_POSTGRES_URL is set, MySQL
 * (or MariaDB) when TOLLGATE_TEST_MYSQL_URL is set. In CI (`CI=true`) a missing URL fails the
 * suite instead of skipping it.
 */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [sqliteInMemory, sqliteFile];
  const postgresUrl = process.env[POSTGRES_URL_VARIABLE];
  if (postgresUrl) {
    targets.push(postgresTarget(postgresUrl));
  } else if (process.env.CI === "true") {
    throw new Error(
      `${POSTGRES_URL_VARIABLE} is not set, but CI=true: the PostgreSQL suite must run in CI. ` +
        "Start PostgreSQL and set it, e.g. postgres://postgres:postgres@127.0.0.1:5432/tollgate_test",
    );
  }
  const mysqlUrl = process.env[MYSQL_URL_VARIABLE];
  if (mysqlUrl) {
    targets.push(mysqlTarget(mysqlUrl));
  } else if (process.env.CI === "true") {
    throw new Error(
      `${MYSQL_URL_VARIABLE} is not set, but CI=true: the MySQL suite must run in CI. ` +
        "Start MySQL or MariaDB and set it, e.g. mysql://tollgate:tollgate@127.0.0.1:3306/tollgate_test",
    );
  }
  return targets;
}

const sqliteInMemory: TestDatabaseTarget = {
  name: "sqlite (memory)",
  dialect: "sqlite",
  async open() {
    const { db } = createDatabase(new Database(":memory:"));
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
    const { db } = createDatabase(new Database(path));
    const others: DynamicKysely[] = [];
    return {
      db,
      dialect: "sqlite",
      async openSecondConnection() {
        const other = createDatabase(new Database(path)).db;
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
      const schemaName = `t_${Math.random().toString(36).slice(2, 12)}`;
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      await admin.query(`create schema "${schemaName}"`);
      const pools: pg.Pool[] = [];
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
