import { z } from "zod";

/**
 * Response schemas that answer a stored record (a user, a session) point at the record's
 * component, built from the live schema (core fields, plugins' fields, additionalFields): a
 * zod schema cannot know an app's extra fields, the component does.
 */
const modelReferences = z.registry<{ model: string }>();

/** Component name of a model key: "user" → "User", "api-key" / "apikey" → "Apikey". */
export function componentNameOf(model: string): string {
  const words = model.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/**
 * A zod schema standing for one stored record of `model` in a response schema: any object
 * with a string id when parsed, `$ref: #/components/schemas/<Model>` in the document.
 */
export function modelReference(model: string) {
  const schema = z.looseObject({ id: z.string() });
  modelReferences.add(schema, { model });
  return schema;
}

/** The model a schema made by modelReference stands for. */
export function referencedModel(schema: z.core.$ZodType): string | undefined {
  return modelReferences.get(schema)?.model;
}
