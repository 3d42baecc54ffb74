import type { DatabaseSchema, FieldAttribute } from "../db/schema-types";
import { componentNameOf } from "./model-reference";
import type { JsonSchema } from "./open-api-types";

function valueSchema(field: FieldAttribute): JsonSchema {
  switch (field.type) {
    case "string":
      return { type: "string" };
    case "number":
      return { type: "number" };
    case "boolean":
      return { type: "boolean" };
    case "date":
      return { type: "string", format: "date-time" };
    case "string[]":
      return { type: "array", items: { type: "string" } };
    case "json":
      return {};
  }
}

/** A stored field's value: null too where the field is not required. */
export function fieldSchema(field: FieldAttribute): JsonSchema {
  const schema = valueSchema(field);
  if (field.required !== false) return schema;
  return field.type === "json" ? schema : { anyOf: [schema, { type: "null" }] };
}

/**
 * One component per stored model (User, Session, Account, Organization, …), from the merged
 * schema: the fields an answer carries (not those marked `returned: false`, like an account's
 * password hash), plugins' fields and the app's additionalFields included.
 */
export function modelComponents(schema: DatabaseSchema): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  for (const [model, table] of Object.entries(schema)) {
    const properties: Record<string, JsonSchema> = { id: { type: "string" } };
    const required = ["id"];
    for (const [name, field] of Object.entries(table.fields)) {
      if (field.returned === false) continue;
      properties[name] = fieldSchema(field);
      if (field.required !== false) required.push(name);
    }
    components[componentNameOf(model)] = {
      type: "object",
      description: `${/^[aeiou]/i.test(model) ? "An" : "A"} ${model} record as the API answers it.`,
      properties,
      required,
    };
  }
  return components;
}
