import type { SqlDialect } from "./database-types";
import { referencedFirst } from "./referenced-first";
import { type ResolvedField, resolveSchema } from "./resolved-schema";
import { indexName, wantedIndexes } from "./schema-indexes";
import type { DatabaseSchema, FieldAttribute } from "./schema-types";
import { trigramIndexName } from "./trigram-indexes";

/** A column as migrate creates it, for writing the schema in another tool's language. */
export interface TableColumn {
  /** The field name the code uses (camelCase). */
  field: string;
  /** The column name in the database. */
  column: string;
  type: FieldAttribute["type"];
  isId: boolean;
  /** NOT NULL. */
  required: boolean;
  /** The stored form of a constant default (migrate's column default), if the field has one. */
  defaultValue?: string | number | boolean;
  /** MySQL: varchar(255) instead of text (ids, indexed and referencing strings). */
  keyLength: boolean;
  references?: { model: string; table: string; field: string; column: string; onDelete?: string };
}

export interface TableIndex {
  name: string;
  /** Field names, in order. */
  fields: string[];
  columns: string[];
  unique: boolean;
}

/** PostgreSQL: a GIN trigram index (pg_trgm) on a field searched by substring. */
export interface TrigramTableIndex {
  name: string;
  field: string;
  column: string;
}

export interface SchemaTable {
  /** The model key (user, session, member, …). */
  model: string;
  table: string;
  columns: TableColumn[];
  indexes: TableIndex[];
  /** PostgreSQL only (empty elsewhere): migrate's trigram indexes, which need pg_trgm. */
  trigramIndexes: TrigramTableIndex[];
  /**
   * PostgreSQL only (false elsewhere): migrate makes the database keep the table's row count, a
   * counter table and triggers no schema language here describes (row-count-triggers.ts).
   */
  keepsRowCount: boolean;
}

/**
 * The schema's tables as migrate creates them on a dialect: columns, nullability, constant
 * defaults, foreign keys and indexes (with migrate's names), in an order where a table comes
 * after those it references. The generators of Drizzle and Prisma schemas read this.
 */
export function schemaTables(schema: DatabaseSchema, dialect: SqlDialect): SchemaTable[] {
  const resolved = resolveSchema(schema, dialect);
  return referencedFirst([...resolved.models.values()]).map((model) => {
    const wanted = wantedIndexes(model);
    const indexed = new Set(wanted.flatMap((index) => index.columns));
    const fieldOf = (column: string) =>
      model.fieldList.find((field) => field.column === column)?.name ?? column;
    const columns = model.fieldList.map((field): TableColumn => {
      const isId = field.name === "id";
      const column: TableColumn = {
        field: field.name,
        column: field.column,
        type: field.attribute.type,
        isId,
        required: isId || field.attribute.required !== false,
        keyLength: isId || indexed.has(field.column) || field.attribute.references !== undefined,
      };
      const fallback = constantDefault(field);
      if (fallback !== undefined) column.defaultValue = fallback;
      const reference = field.attribute.references;
      if (reference) {
        const target = resolved.model(reference.model);
        column.references = {
          model: target.key,
          table: target.table,
          field: reference.field,
          column: resolved.field(target, reference.field).column,
          ...(reference.onDelete ? { onDelete: reference.onDelete } : {}),
        };
      }
      return column;
    });
    return {
      model: model.key,
      table: model.table,
      columns,
      indexes: wanted.map((index) => ({
        name: indexName(model.table, index.columns, index.unique),
        fields: index.columns.map(fieldOf),
        columns: index.columns,
        unique: index.unique,
      })),
      trigramIndexes:
        dialect === "postgres"
          ? model.substringSearch.map((column) => ({
              name: trigramIndexName(model.table, column),
              field: fieldOf(column),
              column,
            }))
          : [],
      keepsRowCount: dialect === "postgres" && model.keepRowCount,
    };
  });
}

/** What migrate writes as the column's DEFAULT: a constant default, in its stored form. */
function constantDefault(field: ResolvedField): string | number | boolean | undefined {
  const fallback = field.attribute.defaultValue;
  if (fallback === undefined || typeof fallback === "function") return undefined;
  const stored = field.codec.toDatabase(fallback);
  if (typeof stored === "string" || typeof stored === "number" || typeof stored === "boolean") {
    return stored;
  }
  return undefined;
}
