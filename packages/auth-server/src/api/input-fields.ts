import type { AuthContext } from "../context/context-types";
import type { FieldAttribute } from "../db/schema-types";
import { authError } from "../errors/auth-api-error";

/** Fields that only the server sets, whatever a schema says. */
export const SERVER_SET_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "email",
  "emailVerified",
  "createdAt",
  "updatedAt",
  "userId",
  "token",
  "expiresAt",
]);

function coerce(field: string, attribute: FieldAttribute, value: unknown): unknown {
  if (value === null && attribute.required === false) return null;
  const invalid = () => authError("BAD_REQUEST", "INVALID_FIELD", { values: { field }, field });
  switch (attribute.type) {
    case "string":
      if (typeof value !== "string") throw invalid();
      return value;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) throw invalid();
      return value;
    case "boolean":
      if (typeof value !== "boolean") throw invalid();
      return value;
    case "date": {
      const date =
        value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw invalid();
      return date;
    }
    case "string[]":
      if (!Array.isArray(value) || !value.every((item) => typeof item === "string"))
        throw invalid();
      return value;
    case "json":
      return value;
  }
}

/**
 * The user-settable fields of `model` found in `body` (plugin fields and additionalFields
 * with `input` not false), type-checked; on create, required ones without a default must be
 * present. Core fields the endpoint handles itself are passed in `handled`.
 */
export function pickInputFields(
  context: AuthContext,
  model: string,
  body: Record<string, unknown>,
  options: { mode: "create" | "update"; handled: readonly string[] },
): Record<string, unknown> {
  const fields = context.schema[model]?.fields ?? {};
  const picked: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(fields)) {
    if (SERVER_SET_FIELDS.has(name) || options.handled.includes(name) || attribute.input === false)
      continue;
    const value = body[name];
    if (value === undefined) {
      const required = attribute.required !== false && attribute.defaultValue === undefined;
      if (options.mode === "create" && required) {
        throw authError("BAD_REQUEST", "FIELD_REQUIRED", { values: { field: name }, field: name });
      }
      continue;
    }
    picked[name] = coerce(name, attribute, value);
  }
  return picked;
}
