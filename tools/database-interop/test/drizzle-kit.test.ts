import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle as drizzleSqlite } from "drizzle-orm/better-sqlite3";
import { drizzle as drizzleMysql } from "drizzle-orm/mysql2";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import mysql from "mysql2";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { signedUpAndIn, signUpAndIn } from "./support/app-flow";
import { freshMysqlDatabase, mysqlShapes, mysqlSkipped } from "./support/mysql";
import {
  freshPostgresDatabase,
  postgresSkipped,
  rowCountStatements,
  runPostgresSql,
} from "./support/postgres";
import { binaries, scratchDirectory, toolDirectory } from "./support/scratch";
import { postgresShapes, sqliteShapes } from "./support/table-shapes";
import { generateSchema, migratePlan, migrateSqliteShapes } from "./support/tollgate-cli";

const scratch = scratchDirectory("drizzle");
afterAll(() => scratch.remove());

/** The generated schema module, loaded at run time: its tables are typed by the file, not here. */
interface UserWithRelations {
  email: string;
  createdAt: Date;
  emailVerified: boolean;
  sessions: unknown[];
  members: { organization: { slug: string } }[];
  apikeys: { name: string | null }[];
}
type RelationalQueries = Record<
  string,
  { findFirst(options: object): Promise<UserWithRelations | undefined> }
>;

function drizzleKitPush(config: string) {
  const result = spawnSync(join(binaries, "drizzle-kit"), ["push", "--config", config, "--force"], {
    cwd: toolDirectory,
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}

/** `tollgate migrate --print` against the database, with the config's plugins. */

describe("drizzle-kit push of `tollgate generate --format drizzle`, then Tollgate on the Drizzle database", () => {
  describe("on sqlite", () => {
    it("SQLite: the tables are migrate's, sign-up and sign-in work, relations load", async () => {
      const directory = scratch.path;
      const schemaFile = join(directory, "sqlite-schema.ts");
      const source = generateSchema("drizzle", "sqlite", schemaFile);
      expect(source).toContain('from "drizzle-orm/sqlite-core"');
      expect(source).toContain("export const organization = sqliteTable(");
      const file = join(directory, "drizzle.db");
      const config = join(directory, "sqlite.drizzle.config.mjs");
      writeFileSync(
        config,
        `export default { dialect: "sqlite", schema: ${JSON.stringify(schemaFile)}, dbCredentials: { url: ${JSON.stringify(file)} } };\n`,
      );
      drizzleKitPush(config);

      // The same columns (nullability, defaults) as the SQL migrate runs on an empty database.
      expect(sqliteShapes(file, false)).toEqual(migrateSqliteShapes(directory));
      expect(migratePlan(`file:${file}`)).toBe("-- The database is up to date.");

      const schema = await import(schemaFile);
      const db = drizzleSqlite(new Database(file), { schema });
      const flow = await signUpAndIn(db);
      expect(flow).toMatchObject(signedUpAndIn);
      const user = await (db.query as RelationalQueries).user?.findFirst({
        with: { sessions: true, members: { with: { organization: true } }, apikeys: true },
      });
      expect(user?.email).toBe("ada@example.com");
      expect(user?.createdAt).toBeInstanceOf(Date);
      expect(Math.abs((user?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      expect(user?.emailVerified).toBe(false);
      expect(user?.sessions.length).toBeGreaterThanOrEqual(2);
      expect(user?.members[0]?.organization.slug).toBe("engines");
      expect(user?.apikeys[0]?.name).toBe("ci");
      expect(migratePlan(`file:${file}`)).toBe("-- The database is up to date.");
    }, 180_000);
  });

  describe.skipIf(postgresSkipped !== null)("on postgres", () => {
    it("PostgreSQL: the tables are migrate's (types too), sign-up and sign-in work, relations load", async () => {
      const pushed = await freshPostgresDatabase("drizzle_push");
      const reference = await freshPostgresDatabase("drizzle_reference");
      const pool = new pg.Pool({ connectionString: pushed.url });
      try {
        const schemaFile = join(scratch.path, "pg-schema.ts");
        generateSchema("drizzle", "postgres", schemaFile);
        const config = join(scratch.path, "pg.drizzle.config.mjs");
        writeFileSync(
          config,
          `export default { dialect: "postgresql", schema: ${JSON.stringify(schemaFile)}, dbCredentials: { url: ${JSON.stringify(pushed.url)} } };\n`,
        );
        // drizzle-kit creates no extension: the app's first migration does (the schema says so).
        expect(readFileSync(schemaFile, "utf8")).toContain('.op("gin_trgm_ops")');
        await runPostgresSql(pushed.url, "create extension if not exists pg_trgm");
        drizzleKitPush(config);

        const sql = generateSchema("sql", "postgres", join(scratch.path, "pg.sql"));
        // The kept user count, as the schema's header says: a custom migration of the app's.
        expect(readFileSync(schemaFile, "utf8")).toContain("keeps the row count of user");
        await runPostgresSql(pushed.url, rowCountStatements(sql));
        const client = new pg.Client({ connectionString: reference.url });
        await client.connect();
        await client.query(sql);
        await client.end();
        expect(await postgresShapes(pushed.url)).toEqual(await postgresShapes(reference.url));
        expect(migratePlan(pushed.url)).toBe("-- The database is up to date.");

        const schema = await import(schemaFile);
        const db = drizzlePostgres(pool, { schema });
        const flow = await signUpAndIn(db);
        expect(flow).toMatchObject(signedUpAndIn);
        const user = await (db.query as RelationalQueries).user?.findFirst({
          with: { sessions: true, members: { with: { organization: true } }, apikeys: true },
        });
        expect(user?.createdAt).toBeInstanceOf(Date);
        expect(user?.sessions.length).toBeGreaterThanOrEqual(2);
        expect(user?.members[0]?.organization.slug).toBe("engines");
        expect(user?.apikeys[0]?.name).toBe("ci");
        expect(migratePlan(pushed.url)).toBe("-- The database is up to date.");
      } finally {
        await pool.end();
        await pushed.drop();
        await reference.drop();
      }
    }, 180_000);
  });

  describe.skipIf(mysqlSkipped !== null)("on mysql", () => {
    it("MySQL/MariaDB: the tables are migrate's (types and collation too, in a utf8mb4_bin database), sign-up and sign-in work", async () => {
      const pushed = await freshMysqlDatabase("drizzle_push");
      const reference = await freshMysqlDatabase("drizzle_reference");
      const pool = mysql.createPool({ uri: pushed.url, timezone: "Z" });
      try {
        const schemaFile = join(scratch.path, "mysql-schema.ts");
        generateSchema("drizzle", "mysql", schemaFile);
        const config = join(scratch.path, "mysql.drizzle.config.mjs");
        writeFileSync(
          config,
          `export default { dialect: "mysql", schema: ${JSON.stringify(schemaFile)}, dbCredentials: { url: ${JSON.stringify(pushed.url)} } };\n`,
        );
        drizzleKitPush(config);

        const sql = generateSchema("sql", "mysql", join(scratch.path, "mysql.sql"));
        const client = mysql.createConnection({ uri: reference.url, multipleStatements: true });
        await client.promise().query(sql);
        await client.promise().end();
        expect(await mysqlShapes(pushed.url)).toEqual(await mysqlShapes(reference.url));
        expect(migratePlan(pushed.url)).toBe("-- The database is up to date.");

        const schema = await import(schemaFile);
        const db = drizzleMysql(pool, { schema, mode: "default" });
        const flow = await signUpAndIn(db);
        expect(flow).toMatchObject(signedUpAndIn);
        // Drizzle's relational queries use LATERAL joins, which MariaDB lacks: a plain select.
        const [user] = await db.select().from(schema.user);
        expect(user?.email).toBe("ada@example.com");
        expect(user?.createdAt).toBeInstanceOf(Date);
        expect(Math.abs((user?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
        expect(user?.emailVerified).toBe(false);
        expect(migratePlan(pushed.url)).toBe("-- The database is up to date.");
      } finally {
        await pool.promise().end();
        await pushed.drop();
        await reference.drop();
      }
    }, 180_000);
  });
});
