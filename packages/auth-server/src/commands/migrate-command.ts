import { coreSchema } from "../db/core-schema";
import type { DynamicKysely, SqlDialect } from "../db/database-types";
import { getMigrations, type Migrations } from "../db/migrate";
import { openDatabaseFromUrl } from "../db/open-database-from-url";
import type { DatabaseSchema } from "../db/schema-types";
import {
  authConfigMessages,
  CommandError,
  findAuthConfig,
  loadAuthInstance,
  pick,
} from "./auth-config";

export { CommandError };

export const migrateCommandMessages = {
  ...authConfigMessages,
  badContext: (path: string) =>
    `The auth instance from ${path} has no usable $context: expected { db: Kysely, dialect: "sqlite" | "postgres" | "mysql", schema }.`,
  refuseWithoutYes:
    "Not applying: this is not an interactive terminal. Re-run with --yes to apply, or --print to see the SQL.",
  cancelled: "Cancelled; nothing was changed.",
} as const;

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
  for (const index of migrations.toTrigramIndex) {
    lines.push(
      `  create trigram index ${index.name} on ${index.table} (${index.column}) for substring search`,
    );
  }
  for (const counted of migrations.toKeepRowCount) {
    lines.push(`  keep the row count of ${counted.table} (a counter row and triggers)`);
  }
  for (const object of migrations.toDrop) {
    lines.push(
      `  drop ${object.type} ${object.name} (an earlier version's search blocks on ${object.table})`,
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
  // --database alone migrates the core tables: no config is looked for then.
  if (!options.config && options.database) return null;
  return findAuthConfig(options.cwd, options.config);
}

interface AuthContext {
  db: DynamicKysely;
  dialect: SqlDialect;
  schema: DatabaseSchema;
}

async function loadAuthContext(path: string): Promise<AuthContext> {
  const auth = await loadAuthInstance(path);
  const context: unknown = await pick(auth, "$context");
  if (!isAuthContext(context)) throw new CommandError(migrateCommandMessages.badContext(path));
  return context;
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
