import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { signedUpAndIn, signUpAndIn } from "./support/app-flow";
import {
  freshPostgresDatabase,
  postgresSkipped,
  rowCountStatements,
  runPostgresSql,
} from "./support/postgres";
import { binaries, scratchDirectory, toolDirectory } from "./support/scratch";
import { postgresShapes, sqliteShapes } from "./support/table-shapes";
import { generateSchema, migratePlan, migrateSqliteShapes } from "./support/tollgate-cli";

// Prisma's CLI downloads native engines from binaries.prisma.sh unless it runs its JavaScript
// schema engine over a driver adapter (prisma.config: engine "js") with a client engine type
// "client": that is how these tests run `prisma db push` where only the npm registry is reachable.
// The schema is the generated one; only its generator block gains `engineType = "client"`.
// On PostgreSQL, `db push` fails in that engine (its introspection over @prisma/adapter-pg
// cannot read a column of type "name"), so there the tables come from Prisma's migration SQL
// (`prisma migrate diff --from-empty --to-schema-datamodel`, what `migrate dev` writes to
// migration.sql), applied as `migrate deploy` would.

const scratch = scratchDirectory("prisma");
afterAll(() => scratch.remove());

function prisma(args: string[], databaseUrl: string) {
  const result = spawnSync(join(binaries, "prisma"), args, {
    cwd: toolDirectory,
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Prepares the schema and a prisma.config for Prisma's JavaScript schema engine. */
function prismaConfig(schemaFile: string, adapter: string, databaseUrl: string): string {
  const generated = readFileSync(schemaFile, "utf8");
  const withClientEngine = generated.replace(
    'provider = "prisma-client-js"',
    'provider = "prisma-client-js"\n  engineType = "client"',
  );
  expect(withClientEngine).not.toBe(generated);
  writeFileSync(schemaFile, withClientEngine);
  const config = join(scratch.path, `${adapter}.prisma.config.mjs`);
  writeFileSync(
    config,
    `import { defineConfig } from "prisma/config";
${
  adapter === "sqlite"
    ? `import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
const adapter = async () => new PrismaBetterSQLite3({ url: ${JSON.stringify(databaseUrl)} });`
    : `import { PrismaPg } from "@prisma/adapter-pg";
const adapter = async () => new PrismaPg({ connectionString: ${JSON.stringify(databaseUrl)} });`
}
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: ${JSON.stringify(schemaFile)},
  adapter,
});
`,
  );
  return config;
}

describe("prisma db push of `tollgate generate --format prisma`, then Tollgate on that database", () => {
  describe("on sqlite", () => {
    it("SQLite: the columns and nullability are migrate's, sign-up and sign-in work", async () => {
      const schemaFile = join(scratch.path, "sqlite.schema.prisma");
      const schema = generateSchema("prisma", "sqlite", schemaFile);
      expect(schema).toContain('provider = "sqlite"');
      expect(schema).toContain('@@map("apikey")');
      const file = join(scratch.path, "prisma.db");
      const config = prismaConfig(schemaFile, "sqlite", `file:${file}`);
      expect(
        prisma(["db", "push", "--skip-generate", "--config", config], `file:${file}`),
      ).toContain("in sync with your Prisma schema");

      // Prisma names SQLite's types its own way (DATETIME, BOOLEAN, INTEGER): the storage is the same.
      expect(sqliteShapes(file, false)).toEqual(migrateSqliteShapes(scratch.path));
      expect(migratePlan(`file:${file}`)).toBe("-- The database is up to date.");

      const flow = await signUpAndIn(new Database(file));
      expect(flow).toMatchObject(signedUpAndIn);
      expect(migratePlan(`file:${file}`)).toBe("-- The database is up to date.");
    }, 180_000);
  });

  describe.skipIf(postgresSkipped !== null)("on postgres", () => {
    it("PostgreSQL: the columns, types and nullability are migrate's, sign-up and sign-in work", async () => {
      const pushed = await freshPostgresDatabase("prisma_push");
      const reference = await freshPostgresDatabase("prisma_reference");
      const pool = new pg.Pool({ connectionString: pushed.url });
      try {
        const schemaFile = join(scratch.path, "pg.schema.prisma");
        generateSchema("prisma", "postgres", schemaFile);
        const config = prismaConfig(schemaFile, "postgres", pushed.url);
        const migration = prisma(
          [
            "migrate",
            "diff",
            "--from-empty",
            "--to-schema-datamodel",
            schemaFile,
            "--script",
            "--config",
            config,
          ],
          pushed.url,
        );
        expect(migration).toContain('CREATE TABLE "user"');
        expect(migration).toContain('USING GIN ("email" gin_trgm_ops)');
        // As the schema's header says: the extension goes first in the migration.
        await runPostgresSql(pushed.url, "create extension if not exists pg_trgm");
        const applying = new pg.Client({ connectionString: pushed.url });
        await applying.connect();
        await applying.query(migration);
        await applying.end();

        const sql = generateSchema("sql", "postgres", join(scratch.path, "pg.sql"));
        // The kept user count, as the schema's header says: added to the end of the migration.
        expect(readFileSync(schemaFile, "utf8")).toContain("keeps the row count of user");
        await runPostgresSql(pushed.url, rowCountStatements(sql));
        const client = new pg.Client({ connectionString: reference.url });
        await client.connect();
        await client.query(sql);
        await client.end();
        expect(await postgresShapes(pushed.url)).toEqual(await postgresShapes(reference.url));
        expect(migratePlan(pushed.url)).toBe("-- The database is up to date.");

        const flow = await signUpAndIn(pool);
        expect(flow).toMatchObject(signedUpAndIn);
        expect(migratePlan(pushed.url)).toBe("-- The database is up to date.");
      } finally {
        await pool.end();
        await pushed.drop();
        await reference.drop();
      }
    }, 180_000);
  });
});
