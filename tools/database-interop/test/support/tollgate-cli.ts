import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { expect } from "vitest";
import { sqliteShapes, type TableShapes } from "./table-shapes";

const repository = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const authServer = join(repository, "packages/auth-server");
export const interopConfig = join(
  repository,
  "tools/database-interop/test/fixtures/auth.config.ts",
);

/** `tollgate <args>` as a process, from auth-server's sources (tsx), as the openapi tests run it. */
export function tollgate(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--conditions=@tollgate/source", "--import", "tsx", join(authServer, "src/cli.ts"), ...args],
    { cwd: authServer, encoding: "utf8", timeout: 60_000 },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `tollgate generate` of the interop config into `output`, which must succeed; answers the file. */
export function generateSchema(format: string, dialect: string, output: string): string {
  const result = tollgate([
    "generate",
    "--config",
    interopConfig,
    "--format",
    format,
    "--dialect",
    dialect,
    "--output",
    output,
  ]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return readFileSync(output, "utf8");
}

/** What `tollgate migrate --print` still plans for the database at `databaseUrl`. */
export function migratePlan(databaseUrl: string): string {
  const result = tollgate([
    "migrate",
    "--config",
    interopConfig,
    "--database",
    databaseUrl,
    "--print",
  ]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout.trim();
}

/**
 * The column shapes (types left out) of a SQLite database made by the SQL `tollgate generate`
 * writes for an empty one, what migrate runs: the reference a pushed schema is held to.
 */
export function migrateSqliteShapes(directory: string): TableShapes {
  const reference = join(directory, "reference.db");
  const database = new Database(reference);
  database.exec(generateSchema("sql", "sqlite", join(directory, "sqlite.sql")));
  database.close();
  return sqliteShapes(reference, false);
}
