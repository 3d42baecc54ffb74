import {
  type ColumnDefinitionBuilder,
  type CompiledQuery,
  type CreateTableBuilder,
  sql,
} from "kysely";
import { columnType } from "./column-types";
import type { DynamicKysely, SqlDialect } from "./database-types";
import { type ExistingIndex, introspectIndexes } from "./introspect-indexes";
import { rememberKeptRowCounts } from "./kept-row-counts";
import { dropStatement, type ObjectToDrop, obsoleteSearchBlocks } from "./obsolete-search-blocks";
import { referencedFirst } from "./referenced-first";
import { type ResolvedField, resolveSchema } from "./resolved-schema";
import { planRowCounts, type RowCountToKeep } from "./row-count-triggers";
import { foreignKeyName, indexName, type WantedIndex, wantedIndexes } from "./schema-indexes";
import type { DatabaseSchema } from "./schema-types";
import {
  type ExtensionState,
  planTrigramIndexes,
  type TrigramIndex,
  trigramExtensionState,
} from "./trigram-indexes";

export type { ObjectToDrop, RowCountToKeep };

export interface TableToCreate {
  model: string;
  table: string;
  columns: string[];
}

export interface ColumnToAdd {
  model: string;
  table: string;
  field: string;
  column: string;
}

export interface IndexToCreate {
  model: string;
  table: string;
  name: string;
  columns: string[];
  unique: boolean;
}

export interface Migrations {
  toCreate: TableToCreate[];
  toAdd: ColumnToAdd[];
  toIndex: IndexToCreate[];
  /**
   * PostgreSQL: trigram indexes for the fields schemas search by substring (`substringSearch`),
   * when pg_trgm is installed or creatable (trigram-indexes.ts).
   */
  toTrigramIndex: TrigramIndex[];
  /**
   * PostgreSQL: the tables of models with `keepRowCount` whose row count the database does not
   * keep yet: migrate creates the counter and its triggers, and counts the rows already there
   * (row-count-triggers.ts).
   */
  toKeepRowCount: RowCountToKeep[];
  /**
   * SQLite: what an earlier version created for substring search and nothing uses now (block
   * tables and their triggers, obsolete-search-blocks.ts), dropped before anything else.
   */
  toDrop: ObjectToDrop[];
  /** The SQL that `run` executes, in order. Empty when the database is up to date. */
  statements: string[];
  run(): Promise<void>;
}

/**
 * What the live database lacks compared with the schema: missing tables (with their foreign
 * keys), missing columns and missing indexes, and on PostgreSQL the row counts it should keep
 * (row-count-triggers.ts). Additive only: nothing of the schema's is dropped
 * or altered (on SQLite, only an earlier version's search blocks are dropped: `toDrop`).
 * A column added to an existing table is NOT NULL only when the field has a constant default
 * (otherwise existing rows could not satisfy it); it is nullable otherwise.
 */
export async function getMigrations(
  db: DynamicKysely,
  dialect: SqlDialect,
  schema: DatabaseSchema,
  /** PostgreSQL: pg_trgm's state when known without asking the database (schema-sql.ts). */
  trigramExtension?: ExtensionState,
): Promise<Migrations> {
  const resolved = resolveSchema(schema, dialect);
  const existingColumns = await introspectColumns(db, dialect);
  const models = referencedFirst([...resolved.models.values()]);
  const existingIndexes = await introspectIndexes(
    db,
    dialect,
    models.map((model) => model.table).filter((table) => existingColumns.has(table)),
  );

  const toCreate: TableToCreate[] = [];
  const toAdd: ColumnToAdd[] = [];
  const toIndex: IndexToCreate[] = [];
  const toDrop = dialect === "sqlite" ? await obsoleteSearchBlocks(db, models) : [];
  const queries: CompiledQuery[] = toDrop.map((object) =>
    sql.raw(dropStatement(object)).compile(db),
  );
  const referenced = (key: string, field: string) => {
    const target = resolved.model(key);
    return { table: target.table, column: resolved.field(target, field).column };
  };
  const referenceTarget = (key: string, field: string) => {
    const { table, column } = referenced(key, field);
    return `${table}.${column}`;
  };
  // MySQL before 9.0 parses and ignores a column's inline REFERENCES: there the foreign keys
  // are table constraints (MariaDB honours both forms).
  const inlineReferences = dialect !== "mysql";

  for (const model of models) {
    const columns = existingColumns.get(model.table);
    const wanted = wantedIndexes(model);
    const indexed = new Set(wanted.flatMap((index) => index.columns));
    if (!columns) {
      toCreate.push({
        model: model.key,
        table: model.table,
        columns: model.fieldList.map((f) => f.column),
      });
      let create: CreateTableBuilder<string, string> = db.schema.createTable(model.table);
      for (const field of model.fieldList) {
        const type = columnType(dialect, field.attribute, {
          isId: field.name === "id",
          indexed: indexed.has(field.column),
        });
        create = create.addColumn(field.column, sql.raw(type), (column) =>
          defineColumn(column, field, { isNewTable: true, referenceTarget, inlineReferences }),
        );
      }
      if (!inlineReferences) {
        for (const field of model.fieldList) {
          const reference = field.attribute.references;
          if (!reference) continue;
          const target = referenced(reference.model, reference.field);
          create = create.addForeignKeyConstraint(
            foreignKeyName(model.table, field.column),
            [field.column],
            target.table,
            [target.column],
            (constraint) =>
              reference.onDelete ? constraint.onDelete(reference.onDelete) : constraint,
          );
        }
      }
      queries.push(create.compile());
    } else {
      for (const field of model.fieldList) {
        if (columns.has(field.column)) continue;
        toAdd.push({
          model: model.key,
          table: model.table,
          field: field.name,
          column: field.column,
        });
        const type = columnType(dialect, field.attribute, {
          isId: field.name === "id",
          indexed: indexed.has(field.column),
        });
        const alter = db.schema
          .alterTable(model.table)
          .addColumn(field.column, sql.raw(type), (column) =>
            defineColumn(column, field, { isNewTable: false, referenceTarget, inlineReferences }),
          );
        queries.push(alter.compile());
        const reference = field.attribute.references;
        if (reference && !inlineReferences) {
          const target = referenced(reference.model, reference.field);
          const constraint = db.schema
            .alterTable(model.table)
            .addForeignKeyConstraint(
              foreignKeyName(model.table, field.column),
              [field.column],
              target.table,
              [target.column],
            );
          queries.push(
            (reference.onDelete ? constraint.onDelete(reference.onDelete) : constraint).compile(),
          );
        }
      }
    }
    const present = existingIndexes.get(model.table) ?? [];
    for (const index of wanted) {
      if (present.some((existing) => satisfies(existing, index))) continue;
      const name = indexName(model.table, index.columns, index.unique);
      toIndex.push({ model: model.key, table: model.table, name, ...index });
      let create = db.schema.createIndex(name).on(model.table).columns(index.columns);
      if (index.unique) create = create.unique();
      queries.push(create.compile());
    }
  }

  const trigram = await planTrigramIndexes(db, dialect, models, existingIndexes, trigramExtension);
  queries.push(...trigram.statements);
  const rowCounts = await planRowCounts(db, dialect, models, new Set(existingColumns.keys()));
  queries.push(...rowCounts.statements);

  return {
    toCreate,
    toAdd,
    toIndex,
    toTrigramIndex: trigram.indexes,
    toKeepRowCount: rowCounts.tables,
    toDrop,
    statements: [trigram.extension, ...queries].flatMap((query) => (query ? [query.sql] : [])),
    async run() {
      // Outside the transaction: two instances migrating at once may both create it, and the
      // one that loses the race must not undo its whole migration for it.
      if (trigram.extension) {
        await db.executeQuery(trigram.extension).catch(async (error: unknown) => {
          if (!(await trigramExtensionState(db)).installedIn) throw error;
        });
      }
      if (queries.length === 0) {
        rememberKeptRowCounts(db, rowCounts.kept);
        return;
      }
      // MySQL commits DDL implicitly, so a transaction would not hold it together there.
      if (dialect === "mysql") {
        for (const query of queries) await db.executeQuery(query);
        return;
      }
      await db.transaction().execute(async (trx) => {
        // Building an index on a large table outlasts the statement timeout requests run under
        // (10 s by default, guard-database-client.ts): this transaction runs without it.
        if (dialect === "postgres") await sql`set local statement_timeout = 0`.execute(trx);
        for (const query of queries) await trx.executeQuery(query);
      });
      rememberKeptRowCounts(db, rowCounts.kept);
    },
  };
}

/** Computes and applies the migrations; returns what was done. */
export async function migrate(
  db: DynamicKysely,
  dialect: SqlDialect,
  schema: DatabaseSchema,
): Promise<Migrations> {
  const migrations = await getMigrations(db, dialect, schema);
  await migrations.run();
  return migrations;
}

function defineColumn(
  column: ColumnDefinitionBuilder,
  field: ResolvedField,
  context: {
    isNewTable: boolean;
    referenceTarget: (model: string, field: string) => string;
    /** False when the foreign key is added as a table constraint instead. */
    inlineReferences: boolean;
  },
): ColumnDefinitionBuilder {
  if (field.name === "id") return column.primaryKey().notNull();
  const { attribute } = field;
  const fallback = attribute.defaultValue;
  const hasConstantDefault = fallback !== undefined && typeof fallback !== "function";
  let defined = column;
  if (hasConstantDefault) {
    const stored = field.codec.toDatabase(fallback);
    if (typeof stored === "string" || typeof stored === "number" || typeof stored === "boolean") {
      defined = defined.defaultTo(stored);
    }
  }
  const required = attribute.required !== false;
  if (required && (context.isNewTable || hasConstantDefault)) defined = defined.notNull();
  if (attribute.references && context.inlineReferences) {
    const target = attribute.references;
    defined = defined.references(context.referenceTarget(target.model, target.field));
    if (target.onDelete) defined = defined.onDelete(target.onDelete);
  }
  return defined;
}

/** An existing index covers a wanted one when the columns match and it is unique if need be. */
function satisfies(existing: ExistingIndex, wanted: WantedIndex): boolean {
  if (wanted.unique && !existing.unique) return false;
  return existing.columns.join("\0") === wanted.columns.join("\0");
}

/** Tables in the current schema (PostgreSQL: current_schema()) → their column names. */
async function introspectColumns(
  db: DynamicKysely,
  dialect: SqlDialect,
): Promise<Map<string, Set<string>>> {
  const columns = new Map<string, Set<string>>();
  if (dialect === "postgres") {
    // The current schema only, by its oid: Kysely's introspection reads every schema and asks
    // for each by name, which fails when another one is dropped meanwhile (several apps, or
    // tests, sharing a database) and is slow on a database of many schemas.
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select c.relname as table_name, a.attname as column_name
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      where c.relnamespace = to_regnamespace(current_schema())
        and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped`.execute(db);
    for (const row of rows) {
      const table = columns.get(row.table_name) ?? new Set<string>();
      columns.set(row.table_name, table.add(row.column_name));
    }
    return columns;
  }
  for (const table of await db.introspection.getTables())
    columns.set(table.name, new Set(table.columns.map((column) => column.name)));
  return columns;
}
