import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { CommandError } from "../../src/commands/auth-config";
import { renderSchema, runGenerateCommand } from "../../src/commands/generate-command";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations } from "../../src/db/migrate";
import { createSchemaStatements } from "../../src/db/schema-sql";

// A plugin's tables with what the generators must carry: a renamed table and column, two
// foreign keys to the same table, a composite unique and a composite plain index, constant
// defaults of each kind, JSON, numbers and optional fields.
const ledgerPlugin = {
  id: "ledger",
  schema: {
    user: { fields: { nickname: { type: "string" as const, required: false, unique: true } } },
    transfer: {
      modelName: "ledger_transfer",
      fields: {
        fromUserId: {
          type: "string" as const,
          references: { model: "user", field: "id", onDelete: "cascade" as const },
        },
        toUserId: {
          type: "string" as const,
          fieldName: "to_user_id",
          references: { model: "user", field: "id", onDelete: "cascade" as const },
        },
        amount: { type: "number" as const, defaultValue: 0 },
        settled: { type: "boolean" as const, defaultValue: false },
        note: { type: "string" as const, required: false, defaultValue: "none" },
        details: { type: "json" as const, required: false },
        createdAt: { type: "date" as const },
      },
      uniqueIndexes: [["fromUserId", "toUserId", "createdAt"]],
      indexes: [["toUserId", "createdAt"]],
      substringSearch: ["note"],
    },
  },
};
const schema = buildSchema({ plugins: [ledgerPlugin] });

describe.each(testDatabases())("generate --format sql on $name", (target) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("is what migrate runs on an empty database, and leaves migrate nothing to do", async () => {
    const generated = await createSchemaStatements(schema, target.dialect);
    const migrations = await getMigrations(database.db, target.dialect, schema);
    // The generated SQL creates pg_trgm for the trigram indexes; the test server may have it.
    const extension = /^create extension if not exists pg_trgm/;
    expect(generated.filter((statement) => !extension.test(statement))).toEqual(
      migrations.statements.filter((statement) => !extension.test(statement)),
    );
    expect(generated.some((statement) => statement.includes("gin_trgm_ops"))).toBe(
      target.dialect === "postgres",
    );
    const text = await renderSchema("sql", schema, target.dialect);
    for (const statement of text.split(/;\n\n|;\n$/).filter(Boolean)) {
      await sql.raw(statement).execute(database.db);
    }
    expect((await getMigrations(database.db, target.dialect, schema)).statements).toEqual([]);
  }, 30_000);
});

describe("generate --format drizzle and prisma", () => {
  it("Drizzle: migrate's index names, foreign keys, column names and named relations where two keys meet", async () => {
    const postgres = await renderSchema("drizzle", schema, "postgres");
    expect(postgres).toContain('from "drizzle-orm/pg-core"');
    expect(postgres).toContain('export const transfer = pgTable(\n  "ledger_transfer",');
    expect(postgres).toContain(
      'toUserId: text("to_user_id").notNull().references(() => user.id, { onDelete: "cascade" }),',
    );
    expect(postgres).toContain('amount: doublePrecision("amount").default(0).notNull(),');
    expect(postgres).toContain('details: jsonb("details"),');
    expect(postgres).toContain(
      'index("ledger_transfer_note_trgm_idx").using("gin", table.note.op("gin_trgm_ops")),',
    );
    expect(postgres).toContain(
      'uniqueIndex("ledger_transfer_fromUserId_to_user_id_createdAt_uidx").on(table.fromUserId, table.toUserId, table.createdAt),',
    );
    expect(postgres).toContain(
      'index("ledger_transfer_to_user_id_createdAt_idx").on(table.toUserId, table.createdAt),',
    );
    expect(postgres).toContain(
      'fromUser: one(user, { fields: [transfer.fromUserId], references: [user.id], relationName: "transfer_fromUserId" }),',
    );
    expect(postgres).toContain(
      'transfersAsFromUser: many(transfer, { relationName: "transfer_fromUserId" }),',
    );
    const sqlite = await renderSchema("drizzle", schema, "sqlite");
    expect(sqlite).toContain(
      'createdAt: integer("createdAt", { mode: "timestamp_ms" }).notNull(),',
    );
    expect(sqlite).toContain(
      'settled: integer("settled", { mode: "boolean" }).default(false).notNull(),',
    );
    expect(sqlite).toContain('details: text("details", { mode: "json" }),');
    const mysql = await renderSchema("drizzle", schema, "mysql");
    expect(mysql).toContain('id: varchar("id", { length: 255 }).primaryKey(),');
    expect(mysql).toContain('note: text("note").default("none"),');
    expect(mysql).toContain('createdAt: datetime("createdAt", { fsp: 3 }).notNull(),');
  });

  it("Prisma: models mapped to migrate's tables and columns, with both sides of each relation", async () => {
    const postgres = await renderSchema("prisma", schema, "postgres");
    expect(postgres).toContain('provider = "postgresql"');
    expect(postgres).toContain("model Transfer {");
    expect(postgres).toContain('@@map("ledger_transfer")');
    expect(postgres).toContain('toUserId String @map("to_user_id")');
    expect(postgres).toContain('nickname String? @unique(map: "user_nickname_uidx")');
    expect(postgres).toContain("settled Boolean @default(false)");
    expect(postgres).toContain("details Json? @db.JsonB");
    expect(postgres).toContain("createdAt DateTime @db.Timestamptz(6)");
    expect(postgres).toContain(
      'fromUser User @relation("transfer_fromUserId", fields: [fromUserId], references: [id], onDelete: Cascade)',
    );
    expect(postgres).toContain('transfersAsFromUser Transfer[] @relation("transfer_fromUserId")');
    expect(postgres).toContain(
      '@@index([note(ops: raw("gin_trgm_ops"))], type: Gin, map: "ledger_transfer_note_trgm_idx")',
    );
    expect(postgres).toContain(
      '@@unique([fromUserId, toUserId, createdAt], map: "ledger_transfer_fromUserId_to_user_id_createdAt_uidx")',
    );
    const mysql = await renderSchema("prisma", schema, "mysql");
    expect(mysql).toContain("id String @id @db.VarChar(255)");
    expect(mysql).toContain("details String? @db.LongText");
    expect(await renderSchema("prisma", schema, "sqlite")).toContain("amount Int @default(0)");
  });
});

describe("runGenerateCommand", () => {
  const directory = mkdtempSync(join(tmpdir(), "tollgate-generate-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const run = async (options: Partial<Parameters<typeof runGenerateCommand>[0]>) => {
    const written: string[] = [];
    await runGenerateCommand({
      yes: false,
      cwd: directory,
      write: (text) => written.push(text),
      ...options,
    });
    return written.join("");
  };

  it("writes the core tables for --dialect alone, and a file with --output (refusing to overwrite without --yes)", async () => {
    const printed = await run({ dialect: "postgres" });
    expect(printed).toContain('create table "user"');
    expect(printed).not.toContain("ledger_transfer");
    const said = await run({ dialect: "sqlite", format: "drizzle", output: "db/auth-schema.ts" });
    expect(said).toContain("Wrote the drizzle schema (sqlite)");
    const path = join(directory, "db/auth-schema.ts");
    expect(readFileSync(path, "utf8")).toContain("export const user = sqliteTable(");
    writeFileSync(path, "// the app's own\n");
    await expect(run({ dialect: "sqlite", format: "drizzle", output: path })).rejects.toThrow(
      /exists\. Re-run with --yes/,
    );
    expect(readFileSync(path, "utf8")).toBe("// the app's own\n");
    await run({ dialect: "sqlite", format: "prisma", output: path, yes: true });
    expect(readFileSync(path, "utf8")).toContain("model User {");
  });

  it("names what is wrong: an unknown format or dialect, no config and no dialect", async () => {
    await expect(run({ format: "typeorm", dialect: "sqlite" })).rejects.toThrow(
      'Unknown --format "typeorm". Use one of: sql, drizzle, prisma.',
    );
    await expect(run({ dialect: "oracle" })).rejects.toThrow(
      'Unknown --dialect "oracle". Use one of: sqlite, postgres, mysql.',
    );
    const missing = run({});
    await expect(missing).rejects.toBeInstanceOf(CommandError);
    await expect(missing).rejects.toThrow(/No auth config found .*or --dialect alone/);
  });
});
