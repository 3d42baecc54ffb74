import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const buildDirectory = join(packageDirectory, "test-dist");
const cli = join(buildDirectory, "cli.js");

let workDirectory: string;

function tollgate(args: string[], cwd = workDirectory) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tablesOf(path: string): string[] {
  const database = new Database(path, { readonly: true });
  try {
    const rows = database
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .all() as { name: string }[];
    return rows.map((row) => row.name);
  } finally {
    database.close();
  }
}

function columnsOf(path: string, table: string): string[] {
  const database = new Database(path, { readonly: true });
  try {
    const rows = database.prepare(`select name from pragma_table_info(?)`).all(table) as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } finally {
    database.close();
  }
}

beforeAll(() => {
  execFileSync(
    "npx",
    ["tsup", "src/cli.ts", "--format", "esm", "--out-dir", "test-dist", "--no-config", "--silent"],
    { cwd: packageDirectory, stdio: "pipe" },
  );
  workDirectory = mkdtempSync(join(tmpdir(), "tollgate-cli-"));
}, 60_000);

afterAll(() => {
  rmSync(buildDirectory, { recursive: true, force: true });
  rmSync(workDirectory, { recursive: true, force: true });
});

describe("tollgate migrate (as a process)", () => {
  it("--help prints usage and exits 0; a wrong command exits 2", () => {
    const help = tollgate(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("tollgate <command>");
    expect(help.stdout).toContain("--print");
    const wrong = tollgate(["frobnicate"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown command: frobnicate");
    expect(tollgate(["migrate", "--bogus"]).code).toBe(2);
  });

  it("--print shows the SQL and changes nothing; --yes applies; a second run is a no-op", () => {
    const path = join(workDirectory, "print.db");
    const printed = tollgate(["migrate", "--database", `file:${path}`, "--print"]);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/create table "user"/);
    expect(printed.stdout).toMatch(/create unique index "account_providerId_accountId_uidx"/);
    expect(tablesOf(path)).toEqual([]);

    const applied = tollgate(["migrate", "--database", path, "--yes"]);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain("Applied");
    expect(applied.stdout).toContain("create table user");
    expect(tablesOf(path)).toEqual(["account", "session", "user", "verification"]);

    const again = tollgate(["migrate", "--database", path, "--yes"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("up to date");
    expect(tollgate(["migrate", "--database", path, "--print"]).stdout).toContain(
      "-- The database is up to date.",
    );
  });

  it("refuses to apply without --yes when not on a terminal", () => {
    const path = join(workDirectory, "refuse.db");
    const refused = tollgate(["migrate", "--database", path]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--yes");
    expect(tablesOf(path)).toEqual([]);
  });

  it("loads the schema and database from an auth config, adding a plugin's column", () => {
    const path = join(workDirectory, "config.db");
    tollgate(["migrate", "--database", path, "--yes"]);
    const configPath = join(buildDirectory, "auth.config.mjs");
    writeFileSync(
      configPath,
      `import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
const db = new Kysely({ dialect: new SqliteDialect({ database: new Database(${JSON.stringify(path)}) }) });
const schema = {
  user: { modelName: "user", fields: {
    email: { type: "string", unique: true }, emailVerified: { type: "boolean" }, name: { type: "string" },
    image: { type: "string", required: false }, createdAt: { type: "date" }, updatedAt: { type: "date" },
    username: { type: "string", required: false, unique: true } } },
};
export const auth = { $context: Promise.resolve({ db, dialect: "sqlite", schema }) };
`,
    );
    const applied = tollgate(["migrate", "--config", configPath, "--yes"]);
    expect(applied.stderr).toBe("");
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain("add column user.username");
    expect(columnsOf(path, "user")).toContain("username");
  });

  it("reports user errors without a stack trace", () => {
    const missing = tollgate(["migrate"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No auth config found");
    expect(missing.stderr).not.toMatch(/\n\s+at /);
    const badConfig = join(workDirectory, "bad.config.mjs");
    writeFileSync(badConfig, "export const auth = { $context: {} };\n");
    const bad = tollgate(["migrate", "--config", badConfig]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("no usable $context");
    const unsupported = tollgate(["migrate", "--database", "mongodb://localhost/x", "--print"]);
    expect(unsupported.code).toBe(1);
    expect(unsupported.stderr).toContain("Unsupported database URL");
    expect(unsupported.stderr).not.toMatch(/\n\s+at /);
  });
});
