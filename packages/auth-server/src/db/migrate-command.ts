import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { coreSchema } from "./core-schema";
import type { DynamicKysely, SqlDialect } from "./database-types";
import { getMigrations, type Migrations } from "./migrate";
import { openDatabaseFromUrl } from "./open-database-from-url";
import type { DatabaseSchema } from "./schema-types";

/** A mistake the person running the command can fix; printed without a stack trace. */
export class CommandError extends Error {
  override readonly name = "CommandError";
}

export const migrateCommandMessages = {
  noConfig: (directory: string) =>
    `No auth config found in ${directory} (looked for auth.config.js, auth.config.mjs, auth.config.ts). ` +
    'Pass --config <path> (a module exporting your auth instance as "auth" or as default) or --database <url>.',
  configMissing: (path: string) => `Config file not found: ${path}`,
  typescriptConfig: (path: string) =>
    `Cannot load the TypeScript config ${path} directly. Install tsx (npm install -D tsx), or compile the config to JavaScript.`,
  noAuthExport: (path: string) =>
    `${path} must export the auth instance as "auth" or as the default export.`,
  badContext: (path: string) =>
    `The auth instance from ${path} has no usable $context: expected { db: Kysely, dialect: "sqlite" | "postgres" | "mysql", schema }.`,
  refuseWithoutYes:
    "Not applying: this is not an interactive terminal. Re-run with --yes to apply, or --print to see the SQL.",
  cancelled: "Cancelled; nothing was changed.",
} as const;

const DEFAULT_CONFIG_NAMES = ["auth.config.js", "auth.config.mjs", "auth.config.ts"];

export interface MigrateCommandOptions {
  config?: string | undefined;
  database?: string | undefined;
  print: boolean;
  yes: boolean;
  cwd: string;
  /** Asks the user to confirm; only called when not --yes and on a terminal. */
  confirm: ((question: string) => Promise<boolean>) | null;
  write: (line: string) => void;
}

interface Target {
  db: DynamicKysely;
  dialect: SqlDialect;
  schema: DatabaseSchema;
  close(): Promise<void>;
}

/** `tollgate migrate`: prints or applies the additive migrations the database needs. */
export async function runMigrateCommand(options: MigrateCommandOptions): Promise<void> {
  const target = await openTarget(options);
  try {
    const migrations = await getMigrations(target.db, target.dialect, target.schema);
    if (options.print) {
      if (migrations.statements.length === 0) options.write("-- The database is up to date.");
      for (const statement of migrations.statements) options.write(`${statement};`);
      return;
    }
    if (migrations.statements.length === 0) {
      options.write("The database is up to date; nothing to do.");
      return;
    }
    if (!options.yes) {
      if (!options.confirm) throw new CommandError(migrateCommandMessages.refuseWithoutYes);
      options.write(describe(migrations));
      const accepted = await options.confirm(`Apply ${migrations.statements.length} statement(s)?`);
      if (!accepted) throw new CommandError(migrateCommandMessages.cancelled);
    }
    await migrations.run();
    options.write(describe(migrations, "Applied"));
  } finally {
    await target.close();
  }
}

function describe(migrations: Migrations, verb = "Planned"): string {
  const lines = [`${verb} ${migrations.statements.length} statement(s):`];
  for (const table of migrations.toCreate) lines.push(`  create table ${table.table}`);
  for (const column of migrations.toAdd)
    lines.push(`  add column ${column.table}.${column.column}`);
  for (const index of migrations.toIndex) {
    lines.push(
      `  create ${index.unique ? "unique " : ""}index ${index.name} on ${index.table} (${index.columns.join(", ")})`,
    );
  }
  return lines.join("\n");
}

async function openTarget(options: MigrateCommandOptions): Promise<Target> {
  const configPath = findConfig(options);
  const context = configPath ? await loadAuthContext(configPath) : null;
  if (options.database) {
    const opened = await openDatabaseFromUrl(options.database);
    if (context) await context.db.destroy();
    return { ...opened, schema: context?.schema ?? coreSchema };
  }
  if (!context) throw new CommandError(migrateCommandMessages.noConfig(options.cwd));
  return { ...context, close: () => context.db.destroy() };
}

function findConfig(options: MigrateCommandOptions): string | null {
  if (options.config) {
    const path = resolve(options.cwd, options.config);
    if (!existsSync(path)) throw new CommandError(migrateCommandMessages.configMissing(path));
    return path;
  }
  if (options.database) return null;
  for (const name of DEFAULT_CONFIG_NAMES) {
    const path = resolve(options.cwd, name);
    if (existsSync(path)) return path;
  }
  return null;
}

interface AuthContext {
  db: DynamicKysely;
  dialect: SqlDialect;
  schema: DatabaseSchema;
}

async function loadAuthContext(path: string): Promise<AuthContext> {
  const loaded: unknown = await importConfig(path);
  const auth = pick(loaded, "auth") ?? pick(loaded, "default");
  if (typeof auth !== "object" || auth === null) {
    throw new CommandError(migrateCommandMessages.noAuthExport(path));
  }
  const context: unknown = await pick(auth, "$context");
  if (!isAuthContext(context)) throw new CommandError(migrateCommandMessages.badContext(path));
  return context;
}

async function importConfig(path: string): Promise<unknown> {
  const url = pathToFileURL(path).href;
  try {
    return await import(url);
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
    // A .ts config: load it through tsx when the project has it.
    // A string, not a literal specifier: tsx is optional and not a dependency of this package.
    const tsxApi: string = "tsx/esm/api";
    const tsx: unknown = await import(tsxApi).catch(() => null);
    const register = pick(tsx, "register");
    if (typeof register !== "function")
      throw new CommandError(migrateCommandMessages.typescriptConfig(path));
    register();
    return import(url);
  }
}

function pick(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value ?? Reflect.get(value, key);
}

function isAuthContext(value: unknown): value is AuthContext {
  const db = pick(value, "db");
  const dialect = pick(value, "dialect");
  const schema = pick(value, "schema");
  return (
    typeof pick(db, "selectFrom") === "function" &&
    (dialect === "sqlite" || dialect === "postgres" || dialect === "mysql") &&
    typeof schema === "object" &&
    schema !== null
  );
}
