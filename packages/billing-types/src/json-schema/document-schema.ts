import { z } from "zod";
import type { FieldEntry, Node, ObjectDef } from "../dsl";

/**
 * Which JSON a document schema describes: the platform's payload (wire, snake_case) or the client
 * form as a server answers it (camelCase keys, dates as ISO text, defaults always present).
 */
export type DocumentForm = "wire" | "client";

/**
 * A zod schema made only to be exported as JSON Schema: the same definition, with unions spelled
 * out as `anyOf` of their variants (each pinned by `const`) plus one open variant whose
 * discriminator is `not` a known value. Parsing uses the dispatching wire schema, not this one.
 */
export function documentSchemaOf(node: Node, form: DocumentForm = "wire"): z.ZodType {
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
      // The client form's dates are Date objects: JSON.stringify writes them in UTC ("…Z").
      return form === "wire" ? z.iso.datetime({ offset: true }) : z.iso.datetime();
    case "scalar":
      return z.union([z.string(), z.number(), z.boolean()]);
    case "json":
      return z.unknown();
    case "nullable":
      return documentSchemaOf(node.inner, form).nullable();
    case "default":
      return form === "wire"
        ? documentSchemaOf(node.inner, form).meta({ default: node.value })
        : documentSchemaOf(node.inner, form);
    case "array":
      return z.array(documentSchemaOf(node.item, form));
    case "tuple": {
      const [first, ...rest] = node.items.map((item) => documentSchemaOf(item, form));
      return first ? z.tuple([first, ...rest]) : z.tuple([]);
    }
    case "record":
      return z.record(z.string(), documentSchemaOf(node.value, form));
    case "object":
      return objectDocument(node.def, form);
    case "either":
      return z.union([
        documentSchemaOf(node.ifPresent, form),
        documentSchemaOf(node.otherwise, form),
      ]);
    case "lazy":
      return form === "wire" ? z.lazy(() => documentSchemaOf(node.get(), form)) : unrolled(node);
  }
}

/** How deep the client form spells out a tree that refers to itself (a meter's filter). */
const UNROLLED_LEVELS = 4;
/** Levels of the tree being spelled out now (building is synchronous). */
let unrolling = 0;

/**
 * A self-reference, written out level by level instead of as a JSON Schema `$ref` to itself: a
 * client-form schema is for embedding in another document (an OpenAPI answer), where a `$defs`
 * of its own would not resolve. Below UNROLLED_LEVELS, any object.
 */
function unrolled(node: Extract<Node, { kind: "lazy" }>): z.ZodType {
  if (unrolling >= UNROLLED_LEVELS)
    return z
      .looseObject({})
      .meta({ description: `Nested deeper than ${UNROLLED_LEVELS} levels: not described.` });
  unrolling++;
  try {
    return documentSchemaOf(node.get(), "client");
  } finally {
    unrolling--;
  }
}

function openEnumNote(values: readonly string[]): string {
  return `Known values: ${values.join(", ")}. Other strings are accepted (newer platform values).`;
}

/** Discriminator schemas of the open variant, and the known values they must not take. */
export const notOneOf = new WeakMap<object, readonly string[]>();

const documents: Record<DocumentForm, WeakMap<ObjectDef, z.ZodType>> = {
  wire: new WeakMap(),
  client: new WeakMap(),
};

/** The document shape of fixed fields, by their name in `form`. */
export function shapeOf(
  fields: readonly FieldEntry[],
  form: DocumentForm = "wire",
): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = documentSchemaOf(field.node, form);
    // toClient fills in a default the payload left out.
    const absent = field.optional && !(form === "client" && field.node.kind === "default");
    shape[field[form]] = absent ? schema.optional() : schema;
  }
  return shape;
}

function objectDocument(def: ObjectDef, form: DocumentForm): z.ZodType {
  const cached = documents[form].get(def);
  if (cached) return cached;
  let schema: z.ZodType = z.looseObject(shapeOf(def.fields, form)).meta({ title: def.name });
  for (const union of def.unions) {
    const known = [...union.variants.keys()];
    // A known tag must take its variant's shape (the refinement, for parsing; `not`, for JSON).
    const openTag = z.string().refine((tag) => !known.includes(tag));
    notOneOf.set(openTag, known);
    const variants = [...union.variants].map(([tag, variant]) =>
      z.looseObject({ [union.key[form]]: z.literal(tag), ...shapeOf(variant.fields, form) }),
    );
    schema = z.intersection(
      schema,
      z.union([...variants, z.looseObject({ [union.key[form]]: openTag })]),
    );
  }
  // A level of an unrolled tree is not the whole object.
  if (unrolling === 0) documents[form].set(def, schema);
  return schema;
}
