import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { coreSchema } from "../db/core-schema";
import type { SqlDialect } from "../db/database-types";
import { createSchemaStatements } from "../db/schema-sql";
import { schemaTables } from "../db/schema-tables";
import type { DatabaseSchema } from "../db/schema-types";
import { CommandError, findAuthConfig, loadAuthInstance, pick } from "./auth-config";
import { drizzleSchema } from "./generate-drizzle";
import { prismaSchema } from "./generate-prisma";

export const GENERATE_FORMATS = ["sql", "drizzle", "prisma"] as const;
export type GenerateFormat = (typeof GENERATE_FORMATS)[number];

const DIALECTS: readonly SqlDialect[] = ["sqlite", "postgres", "mysql"];

export const generateCommandMessages = {
  badFormat: (format: string) =>
    `Unknown --format "${format}". Use one of: ${GENERATE_FORMATS.join(", ")}.`,
  badDialect: (dialect: string) =>
    `Unknown --dialect "${dialect}". Use one of: ${DIALECTS.join(", ")}.`,
  noConfig: (directory: string) =>
    `No auth config found in ${directory} (looked for auth.config.js, auth.config.mjs, auth.config.ts). ` +
    'Pass --config <path> (a module exporting your auth instance as "auth" or as default), ' +
    "or --dialect alone for the core tables.",
  badContext: (path: string) =>
    `The auth instance from ${path} has no usable $context: is it what createAuth() returned?`,
  outputExists: (path: string) =>
    `${path} exists. Re-run with --yes to overwrite it, or choose another --output.`,
} as const;

export interface GenerateCommandOptions {
  config?: string | undefined;
  format?: string | undefined;
  dialect?: string | undefined;
  output?: string | undefined;
  yes: boolean;
  cwd: string;
  write: (text: string) => void;
}

/**
 * `tollgate generate`: the tables of the configured plugins as SQL (the statements migrate runs
 * on an empty database), a Drizzle schema module or a Prisma schema, for apps whose own tool
 * (drizzle-kit, prisma migrate) runs their migrations.
 */
export async function runGenerateCommand(options: GenerateCommandOptions): Promise<void> {
  const format = parseFormat(options.format);
  const wanted = options.dialect === undefined ? undefined : parseDialect(options.dialect);
  const target = await loadTarget(options, wanted);
  const dialect = wanted ?? target.dialect;
  const text = await renderSchema(format, target.schema, dialect);
  if (!options.output) {
    options.write(text);
    return;
  }
  const path = resolve(options.cwd, options.output);
  if (existsSync(path) && !options.yes) {
    throw new CommandError(generateCommandMessages.outputExists(path));
  }
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  options.write(`Wrote the ${format} schema (${dialect}) to ${path}\n`);
}

/** The schema written in one format for one dialect. */
export async function renderSchema(
  format: GenerateFormat,
  schema: DatabaseSchema,
  dialect: SqlDialect,
): Promise<string> {
  switch (format) {
    case "sql": {
      const statements = await createSchemaStatements(schema, dialect);
      return `${statements.map((statement) => `${statement};`).join("\n\n")}\n`;
    }
    case "drizzle":
      return drizzleSchema(schemaTables(schema, dialect), dialect);
    case "prisma":
      return prismaSchema(schemaTables(schema, dialect), dialect);
  }
}

function parseFormat(format: string | undefined): GenerateFormat {
  const value = format ?? "sql";
  const known = GENERATE_FORMATS.find((candidate) => candidate === value);
  if (!known) throw new CommandError(generateCommandMessages.badFormat(value));
  return known;
}

function parseDialect(dialect: string): SqlDialect {
  const known = DIALECTS.find((candidate) => candidate === dialect);
  if (!known) throw new CommandError(generateCommandMessages.badDialect(dialect));
  return known;
}

interface Target {
  schema: DatabaseSchema;
  dialect: SqlDialect;
}

async function loadTarget(
  options: GenerateCommandOptions,
  dialect: SqlDialect | undefined,
): Promise<Target> {
  const path = findAuthConfig(options.cwd, options.config);
  // Without a config (none given, none in the directory), --dialect writes the core tables.
  if (!path) {
    if (!dialect) throw new CommandError(generateCommandMessages.noConfig(options.cwd));
    return { schema: coreSchema, dialect };
  }
  const auth = await loadAuthInstance(path);
  const context: unknown = await pick(auth, "$context");
  const schema = pick(context, "schema");
  const configured = pick(context, "dialect");
  const db = pick(context, "db");
  if (typeof schema !== "object" || schema === null || !isDialect(configured)) {
    throw new CommandError(generateCommandMessages.badContext(path));
  }
  // The command only reads the schema: the connection the config opened is closed at once.
  const destroy = pick(db, "destroy");
  if (typeof destroy === "function") await Reflect.apply(destroy, db, []);
  // The context's schema is the one createAuth built from its options (buildSchema).
  return { schema: schema as DatabaseSchema, dialect: configured };
}

function isDialect(value: unknown): value is SqlDialect {
  return DIALECTS.some((dialect) => dialect === value);
}
