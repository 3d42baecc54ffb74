import { type CompiledQuery, sql } from "kysely";
import type { DynamicKysely, SqlDialect } from "./database-types";
import type { ExistingIndex } from "./introspect-indexes";
import type { ResolvedField, ResolvedModel } from "./resolved-schema";
import { type SearchTable, trigramIndexName } from "./schema-indexes";

/** A substring index the migrator creates (or completes, for a SQLite search table). */
export interface SearchIndexToCreate {
  model: string;
  table: string;
  field: string;
  column: string;
  /** The FTS5 table (SQLite) or the GIN index (PostgreSQL). */
  name: string;
  kind: "fts5-trigram" | "pg_trgm";
}

/** What the live database already has, read once per getMigrations. */
export interface SearchIndexState {
  /**
   * SQLite: the names of its tables and triggers, or null when FTS5 or its trigram tokenizer
   * (3.34+) is missing and no search table can be made. PostgreSQL: the schema pg_trgm is
   * installed in, or null without it. MySQL: null.
   */
  sqliteNames: ReadonlySet<string> | null;
  trigramSchema: string | null;
}

/**
 * Reads what planSearchIndexes needs. Only looks when some model has substringIndexes.
 * MySQL/MariaDB: nothing (they have no trigram index; `like '%x%'` scans).
 */
export async function readSearchIndexState(
  db: DynamicKysely,
  dialect: SqlDialect,
  models: readonly ResolvedModel[],
): Promise<SearchIndexState> {
  const none: SearchIndexState = { sqliteNames: null, trigramSchema: null };
  if (!models.some((model) => model.substringIndexed.length > 0)) return none;
  if (dialect === "sqlite") {
    if (!(await sqliteHasTrigramFts(db))) return none;
    const names = await sql<{ name: string }>`
      select name from sqlite_master where type in ('table', 'trigger')`.execute(db);
    return { ...none, sqliteNames: new Set(names.rows.map((row) => row.name)) };
  }
  if (dialect === "postgres") {
    // Not created here: installing an extension needs rights an application rarely has.
    const found = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    return { ...none, trigramSchema: found.rows[0]?.schema ?? null };
  }
  return none;
}

/** FTS5 compiled in (its fts5_source_id function answers) and a SQLite with trigram (3.34+). */
async function sqliteHasTrigramFts(db: DynamicKysely): Promise<boolean> {
  try {
    const result = await sql<{ version: string }>`
      select fts5_source_id() as source, sqlite_version() as version`.execute(db);
    const [major = 0, minor = 0] = (result.rows[0]?.version ?? "").split(".").map(Number);
    return major > 3 || (major === 3 && minor >= 34);
  } catch {
    return false;
  }
}

/**
 * The statements that give one model's substring-indexed fields their index.
 *
 * SQLite, per field: an external-content FTS5 table with a case-sensitive trigram tokenizer
 * (contains is case-sensitive), three triggers that keep it in step with the table's inserts,
 * deletes and updates of the column, and a rebuild that indexes the rows already there. Each
 * part missing from sqlite_master is created, so a second run plans nothing.
 *
 * PostgreSQL, with pg_trgm installed: a GIN index with gin_trgm_ops, which `like '%x%'` uses.
 */
export function planSearchIndexes(
  db: DynamicKysely,
  dialect: SqlDialect,
  model: ResolvedModel,
  state: SearchIndexState,
  existingIndexes: readonly ExistingIndex[],
): { toSearch: SearchIndexToCreate[]; queries: CompiledQuery[] } {
  const toSearch: SearchIndexToCreate[] = [];
  const queries: CompiledQuery[] = [];
  const raw = (text: string) => sql.raw(text).compile(db);
  for (const field of model.substringIndexed) {
    const entry = { model: model.key, table: model.table, field: field.name, column: field.column };
    if (dialect === "sqlite" && state.sqliteNames && field.search) {
      const statements = sqliteSearchStatements(
        model.table,
        field,
        field.search,
        state.sqliteNames,
      );
      if (statements.length === 0) continue;
      toSearch.push({ ...entry, name: field.search.name, kind: "fts5-trigram" });
      queries.push(...statements.map(raw));
    } else if (dialect === "postgres" && state.trigramSchema !== null) {
      const name = trigramIndexName(model.table, field.column);
      if (existingIndexes.some((index) => index.name === name)) continue;
      toSearch.push({ ...entry, name, kind: "pg_trgm" });
      queries.push(
        raw(
          `create index ${id(name)} on ${id(model.table)} using gin ` +
            `(${id(field.column)} ${id(state.trigramSchema)}.gin_trgm_ops)`,
        ),
      );
    }
  }
  return { toSearch, queries };
}

function sqliteSearchStatements(
  table: string,
  field: ResolvedField,
  search: SearchTable,
  existing: ReadonlySet<string>,
): string[] {
  const fts = id(search.name);
  const column = id(field.column);
  const source = id(table);
  const forget = `insert into ${fts}(${fts}, rowid, ${column}) values ('delete', old.rowid, old.${column});`;
  const index = `insert into ${fts}(rowid, ${column}) values (new.rowid, new.${column});`;
  const statements: string[] = [];
  if (!existing.has(search.name)) {
    statements.push(
      `create virtual table ${fts} using fts5(${column}, content=${literal(table)}, ` +
        `content_rowid='rowid', tokenize='trigram case_sensitive 1')`,
    );
  }
  const triggers: [string, string][] = [
    [search.triggers.insert, `after insert on ${source} begin ${index} end`],
    [search.triggers.delete, `after delete on ${source} begin ${forget} end`],
    [search.triggers.update, `after update of ${column} on ${source} begin ${forget} ${index} end`],
  ];
  for (const [name, body] of triggers) {
    if (!existing.has(name)) statements.push(`create trigger ${id(name)} ${body}`);
  }
  // Rows written while a part was missing are not (or wrongly) indexed: index them all again.
  if (statements.length > 0) statements.push(`insert into ${fts}(${fts}) values ('rebuild')`);
  return statements;
}

/** A quoted identifier ("…", a quote inside doubled): the same in SQLite and PostgreSQL. */
function id(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
