import { z } from "zod";
import type { FieldEntry, Node, ObjectDef } from "../dsl";

/**
 * A zod schema made only to be exported as JSON Schema: the same definition, with unions spelled
 * out as `anyOf` of their variants (each pinned by `const`) plus one open variant whose
 * discriminator is `not` a known value. Parsing uses the dispatching wire schema, not this one.
 */
export function documentSchemaOf(node: Node): z.ZodType {
  switch (node.kind) {
    case "string":
      return z.string();
    case "enum":
      return z
        .string()
        .meta({ examples: [...node.values], description: openEnumNote(node.values) });
    case "int":
      return z.int();
    case "number":
      return z.number();
    case "boolean":
      return z.boolean();
    case "date":
      return z.iso.datetime({ offset: true });
    case "scalar":
      return z.union([z.string(), z.number(), z.boolean()]);
    case "json":
      return z.unknown();
    case "nullable":
      return documentSchemaOf(node.inner).nullable();
    case "default":
      return documentSchemaOf(node.inner).meta({ default: node.value });
    case "array":
      return z.array(documentSchemaOf(node.item));
    case "tuple": {
      const [first, ...rest] = node.items.map(documentSchemaOf);
      return first ? z.tuple([first, ...rest]) : z.tuple([]);
    }
    case "record":
      return z.record(z.string(), documentSchemaOf(node.value));
    case "object":
      return objectDocument(node.def);
    case "either":
      return z.union([documentSchemaOf(node.ifPresent), documentSchemaOf(node.otherwise)]);
    case "lazy":
      return z.lazy(() => documentSchemaOf(node.get()));
  }
}

function openEnumNote(values: readonly string[]): string {
  return `Known values: ${values.join(", ")}. Other strings are accepted (newer platform values).`;
}

/** Discriminator schemas of the open variant, and the known values they must not take. */
export const notOneOf = new WeakMap<object, readonly string[]>();

const documents = new WeakMap<ObjectDef, z.ZodType>();

/** The document shape of fixed fields, by wire name. */
export function shapeOf(fields: readonly FieldEntry[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = documentSchemaOf(field.node);
    shape[field.wire] = field.optional ? schema.optional() : schema;
  }
  return shape;
}

function objectDocument(def: ObjectDef): z.ZodType {
  const cached = documents.get(def);
  if (cached) return cached;
  let schema: z.ZodType = z.looseObject(shapeOf(def.fields)).meta({ title: def.name });
  for (const union of def.unions) {
    const known = [...union.variants.keys()];
    const openTag = z.string();
    notOneOf.set(openTag, known);
    const variants = [...union.variants].map(([tag, variant]) =>
      z.looseObject({ [union.key.wire]: z.literal(tag), ...shapeOf(variant.fields) }),
    );
    schema = z.intersection(
      schema,
      z.union([...variants, z.looseObject({ [union.key.wire]: openTag })]),
    );
  }
  documents.set(def, schema);
  return schema;
}
