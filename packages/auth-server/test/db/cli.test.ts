import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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
  // A hang (the command waiting on something its config left running) fails, not blocks.
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: "utf8",
    timeout: 20_000,
  });
  return {
    code: result.status,
    signal: result.signal,
    stdout: result.stdout,
    stderr: result.stderr,
  };
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
    // What the config module must export (regression: the help did not say).
    expect(help.stdout).toContain("A module that exports your auth instance");
    expect(help.stdout).toContain("as `auth` or as its default export");
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

  it("exits when its work is done although the config module starts a server (regression: it hung)", () => {
    const path = join(workDirectory, "server-config.db");
    const serverModule = join(buildDirectory, "server.mjs");
    writeFileSync(
      serverModule,
      `import { createServer } from "node:http";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
const db = new Kysely({ dialect: new SqliteDialect({ database: new Database(${JSON.stringify(path)}) }) });
const schema = {
  user: { modelName: "user", fields: { email: { type: "string", unique: true }, name: { type: "string" } } },
};
export const auth = { $context: Promise.resolve({ db, dialect: "sqlite", schema }) };
// As the quick start does: the same module serves the app, so importing it starts listening.
createServer((request, response) => response.end("ok")).listen(0, "127.0.0.1");
`,
    );
    const applied = tollgate(["migrate", "--config", serverModule, "--yes"]);
    expect(applied.signal).toBeNull();
    expect(applied.stderr).toBe("");
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain("create table user");
    const again = tollgate(["migrate", "--config", serverModule, "--print"]);
    expect(again.signal).toBeNull();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("-- The database is up to date.");
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

describe("the tollgate bin entry", () => {
  const manifest: { bin: Record<string, string>; files: string[] } = JSON.parse(
    readFileSync(join(packageDirectory, "package.json"), "utf8"),
  );
  const launcher = join(packageDirectory, manifest.bin.tollgate ?? "missing");

  it("is a committed launcher outside dist/, so installing links it before any build (regression: ENOENT bin warnings)", () => {
    expect(manifest.bin.tollgate).toBe("./bin/tollgate.js");
    expect(manifest.files).toContain("bin");
    expect(readFileSync(launcher, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(launcher).mode & 0o111).not.toBe(0);
  });

  it("runs the built CLI, and says how to build it when dist/cli.js is missing", () => {
    // Laid out as an installed package; inside this one, so the CLI's imports resolve.
    const installed = mkdtempSync(join(buildDirectory, "installed-"));
    try {
      mkdirSync(join(installed, "bin"));
      copyFileSync(launcher, join(installed, "bin", "tollgate.js"));
      writeFileSync(join(installed, "package.json"), '{ "type": "module" }');
      const unbuilt = spawnSync(process.execPath, [join(installed, "bin", "tollgate.js")], {
        encoding: "utf8",
      });
      expect(unbuilt.status).toBe(1);
      expect(unbuilt.stderr).toContain("the CLI is not built yet");
      expect(unbuilt.stderr).toContain("pnpm build");

      mkdirSync(join(installed, "dist"));
      copyFileSync(cli, join(installed, "dist", "cli.js"));
      const built = spawnSync(process.execPath, [join(installed, "bin", "tollgate.js"), "--help"], {
        cwd: packageDirectory,
        encoding: "utf8",
      });
      expect(built.stderr).toBe("");
      expect(built.status).toBe(0);
      expect(built.stdout).toContain("Usage: tollgate <command>");
    } finally {
      rmSync(installed, { recursive: true, force: true });
    }
  });

  it("is linked in the workspace, so `pnpm exec tollgate` finds it", () => {
    const repositoryRoot = resolve(packageDirectory, "../..");
    const linked = join(repositoryRoot, "node_modules", ".bin", "tollgate");
    expect(existsSync(linked)).toBe(true);
    const run = spawnSync(linked, ["--help"], { encoding: "utf8" });
    if (existsSync(join(packageDirectory, "dist", "cli.js"))) {
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("Usage: tollgate <command>");
    } else {
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("the CLI is not built yet");
    }
  });
});
