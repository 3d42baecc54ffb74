import { coreSchema } from "./core-schema";
import { SchemaError, schemaErrorMessages } from "./schema-errors";
import type { DatabaseSchema, FieldAttribute, SchemaExtension, TableSchema } from "./schema-types";

export interface BuildSchemaOptions {
  plugins?: readonly { id?: string; schema?: SchemaExtension | undefined }[];
  additionalFields?: {
    user?: Record<string, FieldAttribute>;
    session?: Record<string, FieldAttribute>;
  };
}

/**
 * The core tables plus every plugin's tables and fields plus `additionalFields`, merged once at
 * start-up. A field may be declared twice only if both declarations agree.
 */
export function buildSchema(options: BuildSchemaOptions = {}): DatabaseSchema {
  const schema = cloneSchema(coreSchema);
  options.plugins?.forEach((plugin, position) => {
    if (plugin.schema) {
      mergeExtension(schema, plugin.schema, `plugin "${plugin.id ?? `#${position}`}"`);
    }
  });
  const additional = options.additionalFields;
  if (additional?.user) {
    mergeExtension(
      schema,
      { user: { fields: withInputDefault(additional.user) } },
      "additionalFields",
    );
  }
  if (additional?.session) {
    mergeExtension(
      schema,
      { session: { fields: withInputDefault(additional.session) } },
      "additionalFields",
    );
  }
  assertReferencesResolve(schema);
  return schema;
}

function mergeExtension(schema: DatabaseSchema, extension: SchemaExtension, source: string): void {
  for (const [model, addition] of Object.entries(extension)) {
    const table = schema[model] ?? { modelName: addition.modelName ?? model, fields: {} };
    schema[model] = table;
    const tableName = table.modelName ?? model;
    if (addition.modelName !== undefined && addition.modelName !== tableName) {
      throw new SchemaError(
        schemaErrorMessages.conflictingTableName(model, tableName, addition.modelName, source),
      );
    }
    for (const [name, attribute] of Object.entries(addition.fields)) {
      if (name === "id") throw new SchemaError(schemaErrorMessages.reservedIdField(model, source));
      const existing = table.fields[name];
      if (existing && !sameAttribute(existing, attribute)) {
        throw new SchemaError(schemaErrorMessages.conflictingField(model, name, source));
      }
      table.fields[name] = { ...attribute };
    }
    const uniqueIndexes = withIndexes(table.uniqueIndexes, addition.uniqueIndexes);
    if (uniqueIndexes) table.uniqueIndexes = uniqueIndexes;
    const indexes = withIndexes(table.indexes, addition.indexes);
    if (indexes) table.indexes = indexes;
    if (addition.substringSearch) {
      table.substringSearch = [
        ...new Set([...(table.substringSearch ?? []), ...addition.substringSearch]),
      ];
    }
    if (addition.keepRowCount) table.keepRowCount = true;
  }
}

/** The known composite indexes and the added ones not among them (undefined when neither lists one). */
function withIndexes(
  known: readonly string[][] | undefined,
  added: readonly string[][] | undefined,
): string[][] | undefined {
  if (!known && !added) return undefined;
  const merged = (known ?? []).map((fields) => [...fields]);
  for (const index of added ?? []) {
    if (!merged.some((fields) => fields.join("\0") === index.join("\0"))) merged.push([...index]);
  }
  return merged;
}

/** additionalFields are accepted from user input unless they say otherwise. */
function withInputDefault(fields: Record<string, FieldAttribute>): Record<string, FieldAttribute> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, attribute]) => [name, { input: true, ...attribute }]),
  );
}

function sameAttribute(a: FieldAttribute, b: FieldAttribute): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof FieldAttribute>;
  for (const key of keys) {
    const left = a[key];
    const right = b[key];
    if (key === "references") {
      if (JSON.stringify(left) !== JSON.stringify(right)) return false;
    } else if (left !== right) {
      return false;
    }
  }
  return true;
}

function assertReferencesResolve(schema: DatabaseSchema): void {
  for (const [model, table] of Object.entries(schema)) {
    for (const [name, attribute] of Object.entries(table.fields)) {
      const target = attribute.references;
      if (!target) continue;
      const targetTable = schema[target.model];
      if (!targetTable || (target.field !== "id" && !targetTable.fields[target.field])) {
        throw new SchemaError(
          schemaErrorMessages.unknownReference(model, name, `${target.model}.${target.field}`),
        );
      }
    }
    for (const index of [...(table.uniqueIndexes ?? []), ...(table.indexes ?? [])]) {
      for (const field of index) {
        if (field !== "id" && !table.fields[field]) {
          throw new SchemaError(schemaErrorMessages.unknownIndexField(model, field));
        }
      }
    }
  }
}

function cloneSchema(schema: DatabaseSchema): DatabaseSchema {
  const copy: DatabaseSchema = {};
  for (const [model, table] of Object.entries(schema)) {
    const cloned: TableSchema = {
      fields: Object.fromEntries(
        Object.entries(table.fields).map(([name, attribute]) => [name, { ...attribute }]),
      ),
    };
    if (table.modelName !== undefined) cloned.modelName = table.modelName;
    if (table.uniqueIndexes) cloned.uniqueIndexes = table.uniqueIndexes.map((index) => [...index]);
    if (table.indexes) cloned.indexes = table.indexes.map((index) => [...index]);
    if (table.substringSearch) cloned.substringSearch = [...table.substringSearch];
    if (table.keepRowCount) cloned.keepRowCount = true;
    copy[model] = cloned;
  }
  return copy;
}
