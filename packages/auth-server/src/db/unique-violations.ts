import type { DynamicKysely } from "./database-types";
import { introspectIndexes } from "./introspect-indexes";
import type { ResolvedModel, ResolvedSchema } from "./resolved-schema";
import { indexName, wantedIndexes } from "./schema-indexes";
import { UniqueConstraintError } from "./unique-constraint-error";

/**
 * A driver's unique-violation error, raised by a write to `model` through `db`, as a
 * UniqueConstraintError; undefined for any other error.
 */
export type UniqueViolationReader = (
  error: unknown,
  model: ResolvedModel,
  db: DynamicKysely,
) => Promise<UniqueConstraintError | undefined>;

interface UniqueIndexCatalogue {
  /**
   * Index name (PostgreSQL: constraint name; MySQL: key name) → its fields, in index order.
   * MySQL names met that the schema does not explain are added once looked up.
   */
  fieldsByName: Map<string, readonly string[]>;
  fieldOfColumn: ReadonlyMap<string, string>;
}

const SQLITE_PREFIX = "UNIQUE constraint failed: ";
const MYSQL_KEY_MARKER = " for key '";
const POSTGRES_KEY = /^Key \((.*?)\)=\(/;

function text(error: object, key: string): string {
  const value: unknown = Reflect.get(error, key);
  return typeof value === "string" ? value : "";
}

/**
 * Recognises unique violations of every supported driver and names the violated index's fields,
 * from a catalogue computed once from the schema with the migrator's own naming (hashed long
 * names included):
 * - better-sqlite3 `SQLITE_CONSTRAINT_UNIQUE` / `_PRIMARYKEY`: "UNIQUE constraint failed: t.a, t.b"
 * - pg `23505`: `constraint` is the index name (`<table>_pkey` for the primary key); the
 *   `detail` "Key (a, b)=(…) already exists." answers for indexes named otherwise
 * - mysql2 `ER_DUP_ENTRY`: "Duplicate entry '…' for key '[table.]name'" (`PRIMARY` for the key);
 *   a name the schema does not explain (an index made by another tool) is looked up once in
 *   information_schema
 */
export function createUniqueViolationReader(resolved: ResolvedSchema): UniqueViolationReader {
  const catalogues = new Map<string, UniqueIndexCatalogue>();
  for (const model of resolved.models.values()) catalogues.set(model.key, catalogueOf(model));

  return async (error, model, db) => {
    if (typeof error !== "object" || error === null) return undefined;
    const catalogue = catalogues.get(model.key);
    if (!catalogue) return undefined;
    const fieldsOf = (columns: readonly string[] | undefined) => {
      const fields = columns?.map((column) => catalogue.fieldOfColumn.get(column));
      return fields?.every((field): field is string => field !== undefined) ? fields : undefined;
    };
    let fields: readonly string[] | undefined;
    switch (text(error, "code")) {
      case "SQLITE_CONSTRAINT_UNIQUE":
      case "SQLITE_CONSTRAINT_PRIMARYKEY":
        fields = fieldsOf(sqliteColumns(text(error, "message"), model.table));
        break;
      case "23505":
        fields =
          catalogue.fieldsByName.get(text(error, "constraint")) ??
          fieldsOf(postgresColumns(text(error, "detail")));
        break;
      case "ER_DUP_ENTRY": {
        const name = mysqlKeyName(text(error, "message"), model.table);
        fields = catalogue.fieldsByName.get(name);
        if (fields === undefined && name !== "") {
          fields = fieldsOf(await mysqlIndexColumns(db, model.table, name));
          if (fields) catalogue.fieldsByName.set(name, fields);
        }
        break;
      }
      default:
        return undefined;
    }
    return new UniqueConstraintError(model.key, fields ?? [], { cause: error });
  };
}

function catalogueOf(model: ResolvedModel): UniqueIndexCatalogue {
  const fieldOfColumn = new Map(model.fieldList.map((field) => [field.column, field.name]));
  const fieldsByName = new Map<string, readonly string[]>([
    [`${model.table}_pkey`, ["id"]],
    ["PRIMARY", ["id"]],
  ]);
  for (const index of wantedIndexes(model)) {
    if (!index.unique) continue;
    const fields = index.columns.map((column) => fieldOfColumn.get(column) ?? column);
    fieldsByName.set(indexName(model.table, index.columns, true), fields);
  }
  return { fieldsByName, fieldOfColumn };
}

function sqliteColumns(message: string, table: string): string[] | undefined {
  if (!message.startsWith(SQLITE_PREFIX)) return undefined;
  const columns: string[] = [];
  for (const qualified of message.slice(SQLITE_PREFIX.length).split(", ")) {
    if (!qualified.startsWith(`${table}.`)) return undefined;
    columns.push(qualified.slice(table.length + 1));
  }
  return columns;
}

function postgresColumns(detail: string): string[] | undefined {
  const list = POSTGRES_KEY.exec(detail)?.[1];
  if (list === undefined) return undefined;
  return list
    .split(", ")
    .map((column) => (column.startsWith('"') ? column.slice(1, -1).replaceAll('""', '"') : column));
}

/** The key name of a MySQL duplicate-entry message, without the `table.` that MySQL 8 adds. */
function mysqlKeyName(message: string, table: string): string {
  // The entry's value comes first and may contain anything: the key is after the last marker.
  const at = message.lastIndexOf(MYSQL_KEY_MARKER);
  if (at === -1 || !message.endsWith("'")) return "";
  const key = message.slice(at + MYSQL_KEY_MARKER.length, -1);
  return key.startsWith(`${table}.`) ? key.slice(table.length + 1) : key;
}

/** The columns of a MySQL index, read from information_schema; undefined when that fails. */
async function mysqlIndexColumns(
  db: DynamicKysely,
  table: string,
  name: string,
): Promise<string[] | undefined> {
  try {
    const indexes = await introspectIndexes(db, "mysql", [table]);
    return indexes.get(table)?.find((index) => index.name === name)?.columns;
  } catch {
    return undefined;
  }
}
