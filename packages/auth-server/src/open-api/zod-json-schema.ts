import { z } from "zod";
import { isZodSchema } from "./endpoint-docs";
import { componentNameOf, referencedModel } from "./model-reference";
import type { JsonSchema } from "./open-api-types";

/**
 * A zod schema as the JSON Schema of an OpenAPI 3.1 document, by zod's own z.toJSONSchema:
 * `io: "input"` for what a client sends (defaults make a field optional), `"output"` for what
 * it receives. Parts JSON Schema cannot say (a transform, a custom check) become `{}` (any
 * value); modelReference() parts become `$ref`s to the model's component.
 */
export function toOpenAPISchema(schema: unknown, io: "input" | "output"): JsonSchema {
  if (!isZodSchema(schema)) return { description: "Not described by a zod schema." };
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const model = referencedModel(zodSchema);
      if (!model) return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      jsonSchema.$ref = `#/components/schemas/${componentNameOf(model)}`;
    },
  });
  const { $schema: _dialect, ...rest } = json;
  return rest;
}

/** Whether a request may leave this schema's part out (e.g. an optional body or query). */
export function acceptsUndefined(schema: unknown): boolean {
  return isZodSchema(schema) && schema.safeParse(undefined).success;
}
