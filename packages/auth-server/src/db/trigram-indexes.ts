import { type CompiledQuery, sql } from "kysely";
import type { DynamicKysely, SqlDialect } from "./database-types";
import type { ExistingIndex } from "./introspect-indexes";
import type { ResolvedModel } from "./resolved-schema";
import { shortName } from "./schema-indexes";

/** A trigram index migrate creates for a field searched by substring (PostgreSQL only). */
export interface TrigramIndex {
  model: string;
  table: string;
  name: string;
  column: string;
}

export interface TrigramPlan {
  /** `create extension pg_trgm`, run before the migration's transaction; null when installed. */
  extension: CompiledQuery | null;
  indexes: TrigramIndex[];
  statements: CompiledQuery[];
}

/** The name migrate gives a column's trigram index. */
export function trigramIndexName(table: string, column: string): string {
  return shortName(`${table}_${column}_trgm_idx`);
}

const NOTHING: TrigramPlan = { extension: null, indexes: [], statements: [] };

export interface ExtensionState {
  /** The schema pg_trgm is installed in, or null when it is not installed. */
  installedIn: string | null;
  /** Not installed, but available and creatable in `public` by this user. */
  creatable: boolean;
}

export async function trigramExtensionState(db: DynamicKysely): Promise<ExtensionState> {
  const { rows } = await sql<{ installed_in: string | null; creatable: boolean }>`
    select
      (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm') as installed_in,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and exists (select 1 from pg_namespace where nspname = 'public')
        and has_schema_privilege('public', 'CREATE')
        and has_database_privilege(current_database(), 'CREATE') as creatable`.execute(db);
  const row = rows[0];
  return { installedIn: row?.installed_in ?? null, creatable: Boolean(row?.creatable) };
}

/**
 * A `contains` search (`like '%x%'`) reads every row without an index that can answer it: on a
 * million users an admin's search takes a quarter of a second. On PostgreSQL, each field a
 * schema lists in `substringSearch` gets a GIN trigram index (pg_trgm), which answers such
 * searches from the index, when the extension is installed or this user may create it (it is
 * a trusted extension: the database's owner can). Otherwise nothing is planned and searches
 * still work, reading every row. SQLite and MySQL plan nothing.
 */
export async function planTrigramIndexes(
  db: DynamicKysely,
  dialect: SqlDialect,
  models: readonly ResolvedModel[],
  existingIndexes: ReadonlyMap<string, readonly ExistingIndex[]>,
  /** The extension's state when known without asking (`tollgate generate`'s empty database). */
  knownState?: ExtensionState,
): Promise<TrigramPlan> {
  if (dialect !== "postgres") return NOTHING;
  const wanted = models.flatMap((model) =>
    model.substringSearch.map((column) => ({
      model: model.key,
      table: model.table,
      column,
      name: trigramIndexName(model.table, column),
    })),
  );
  const missing = wanted.filter(
    (index) => !(existingIndexes.get(index.table) ?? []).some((e) => e.name === index.name),
  );
  if (missing.length === 0) return NOTHING;
  const state = knownState ?? (await trigramExtensionState(db));
  if (!state.installedIn && !state.creatable) return NOTHING;
  // The operator class is named with the extension's schema: the tables' schema (search_path)
  // need not be the one the extension lives in.
  const extensionSchema = sql.id(state.installedIn ?? "public");
  return {
    extension: state.installedIn
      ? null
      : sql`create extension if not exists pg_trgm with schema public`.compile(db),
    indexes: missing,
    statements: missing.map((index) =>
      sql`create index ${sql.id(index.name)} on ${sql.id(index.table)}
        using gin (${sql.id(index.column)} ${extensionSchema}.gin_trgm_ops)`.compile(db),
    ),
  };
}
