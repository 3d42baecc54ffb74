import { SERVER_SET_FIELDS } from "../api/input-fields";
import type { DatabaseSchema } from "../db/schema-types";
import type { EndpointDocs } from "./endpoint-docs";
import { fieldSchema } from "./model-components";
import type { JsonSchema } from "./open-api-types";

/**
 * A body schema with the model's input fields added (what pickInputFields takes): the app's
 * additionalFields and plugins' fields, such as the username plugin's `username` on sign-up.
 * Fields the body schema already names keep its description.
 */
export function withInputFields(
  body: JsonSchema,
  inputFields: NonNullable<EndpointDocs["inputFields"]>,
  schema: DatabaseSchema,
): JsonSchema {
  const properties = { ...body.properties };
  const required = new Set(body.required ?? []);
  for (const [name, field] of Object.entries(schema[inputFields.model]?.fields ?? {})) {
    if (SERVER_SET_FIELDS.has(name) || field.input === false || name in properties) continue;
    properties[name] = fieldSchema(field);
    if (
      inputFields.mode === "create" &&
      field.required !== false &&
      field.defaultValue === undefined
    )
      required.add(name);
  }
  return { ...body, properties, ...(required.size > 0 ? { required: [...required] } : {}) };
}
