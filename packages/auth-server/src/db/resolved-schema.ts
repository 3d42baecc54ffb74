import type { SqlDialect } from "./database-types";
import { SchemaError, schemaErrorMessages } from "./schema-errors";
import type { DatabaseSchema, FieldAttribute } from "./schema-types";
import { createFieldCodec, type FieldCodec } from "./value-codec";

export interface ResolvedField {
  /** The field name the code uses (camelCase). */
  readonly name: string;
  /** The column name in the database. */
  readonly column: string;
  readonly attribute: FieldAttribute;
  readonly codec: FieldCodec;
}

export interface ResolvedModel {
  readonly key: string;
  readonly table: string;
  readonly fields: ReadonlyMap<string, ResolvedField>;
  readonly fieldList: readonly ResolvedField[];
  /** Fields with a defaultValue, applied on create when the value is missing. */
  readonly fieldsWithDefaults: readonly ResolvedField[];
  /** Composite unique indexes, as column names. */
  readonly uniqueIndexes: readonly string[][];
  /** Composite plain indexes, as column names. */
  readonly indexes: readonly string[][];
  /** Columns searched by substring (trigram-indexed on PostgreSQL, trigram-indexes.ts). */
  readonly substringSearch: readonly string[];
  /** The database keeps the table's row count (PostgreSQL, row-count-triggers.ts). */
  readonly keepRowCount: boolean;
}

export interface ResolvedSchema {
  readonly models: ReadonlyMap<string, ResolvedModel>;
  model(key: string): ResolvedModel;
  field(model: ResolvedModel, name: string): ResolvedField;
  /**
   * The model narrowed to `id` and the named fields (in the model's field order), for reading a
   * part of its rows; made once per model and field list. Unknown fields throw as field() does.
   */
  projection(model: ResolvedModel, names: readonly string[]): ResolvedModel;
}

/** Every table with an implicit text primary key named id. */
export const ID_FIELD: FieldAttribute = { type: "string", required: true };

/**
 * Column names, codecs and defaults for every model, computed once so that a query never walks
 * the schema description.
 */
export function resolveSchema(schema: DatabaseSchema, dialect: SqlDialect): ResolvedSchema {
  const models = new Map<string, ResolvedModel>();
  for (const [key, table] of Object.entries(schema)) {
    const fieldList: ResolvedField[] = [];
    for (const [name, attribute] of [["id", ID_FIELD] as const, ...Object.entries(table.fields)]) {
      fieldList.push({
        name,
        column: attribute.fieldName ?? name,
        attribute,
        codec: createFieldCodec(dialect, attribute),
      });
    }
    const columnOf = (name: string) =>
      fieldList.find((field) => field.name === name)?.column ?? name;
    models.set(key, {
      key,
      table: table.modelName ?? key,
      fields: new Map(fieldList.map((field) => [field.name, field])),
      fieldList,
      fieldsWithDefaults: fieldList.filter((field) => field.attribute.defaultValue !== undefined),
      uniqueIndexes: (table.uniqueIndexes ?? []).map((names) => names.map(columnOf)),
      indexes: (table.indexes ?? []).map((names) => names.map(columnOf)),
      substringSearch: (table.substringSearch ?? []).map(columnOf),
      keepRowCount: table.keepRowCount === true,
    });
  }
  const knownModels = [...models.keys()];
  const projections = new Map<string, ResolvedModel>();
  const resolved: ResolvedSchema = {
    models,
    model(key) {
      const model = models.get(key);
      if (!model) throw new SchemaError(schemaErrorMessages.unknownModel(key, knownModels));
      return model;
    },
    field(model, name) {
      const field = model.fields.get(name);
      if (!field) {
        throw new SchemaError(
          schemaErrorMessages.unknownField(model.key, name, [...model.fields.keys()]),
        );
      }
      return field;
    },
    projection(model, names) {
      const key = `${model.key}[${names.join(",")}]`;
      let projected = projections.get(key);
      if (!projected) {
        for (const name of names) resolved.field(model, name);
        const fieldList = model.fieldList.filter(
          (field) => field.name === "id" || names.includes(field.name),
        );
        projected = {
          ...model,
          key,
          fields: new Map(fieldList.map((field) => [field.name, field])),
          fieldList,
          fieldsWithDefaults: [],
        };
        projections.set(key, projected);
      }
      return projected;
    },
  };
  return resolved;
}

/** Fills in defaultValue for every missing field (a function default is called per row). */
export function applyDefaults(model: ResolvedModel, data: Record<string, unknown>): void {
  for (const field of model.fieldsWithDefaults) {
    if (data[field.name] !== undefined) continue;
    const fallback = field.attribute.defaultValue;
    data[field.name] = typeof fallback === "function" ? fallback() : fallback;
  }
}
