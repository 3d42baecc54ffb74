import { SchemaError, schemaErrorMessages } from "./schema-errors";
import type { TableSchema } from "./schema-types";

/**
 * The fields a table lists in substringIndexes, each checked to be a string field of the table
 * (unknown or non-string fields throw a SchemaError naming the model and the field).
 */
export function substringIndexedFields(model: string, table: TableSchema): Set<string> {
  for (const name of table.substringIndexes ?? []) {
    const attribute = table.fields[name];
    if (!attribute) {
      throw new SchemaError(schemaErrorMessages.unknownSubstringIndexField(model, name));
    }
    if (attribute.type !== "string") {
      throw new SchemaError(
        schemaErrorMessages.substringIndexNotString(model, name, attribute.type),
      );
    }
  }
  return new Set(table.substringIndexes);
}
