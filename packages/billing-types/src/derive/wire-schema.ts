import { z } from "zod";
import type { FieldEntry, Node, ObjectDef } from "../dsl";
import { isRecord } from "./is-record";
import { wireDateSchema } from "./wire-date";

/**
 * The wire zod schema of a definition. Objects are loose (unknown keys pass), enumerations are
 * open strings, and unions dispatch on their discriminator: a known value is checked against its
 * variant, an unknown one only needs to be a string (the rest of the object is kept as sent).
 */
export function wireSchemaOf(node: Node): z.ZodType {
  switch (node.kind) {
    case "string":
    case "enum":
      return z.string();
    case "int":
      return z.int();
    case "number":
      return z.number();
    case "boolean":
      return z.boolean();
    case "date":
      return wireDateSchema;
    case "scalar":
      return scalar;
    case "json":
      return z.unknown();
    case "nullable":
      return wireSchemaOf(node.inner).nullable();
    case "default":
      return wireSchemaOf(node.inner);
    case "array":
      return z.array(wireSchemaOf(node.item));
    case "tuple": {
      const [first, ...rest] = node.items.map(wireSchemaOf);
      return first ? z.tuple([first, ...rest]) : z.tuple([]);
    }
    case "record":
      return z.record(z.string(), wireSchemaOf(node.value));
    case "object":
      return objectSchema(node.def);
    case "either":
      return eitherSchema(node.key.wire, node.ifPresent, node.otherwise);
    case "lazy":
      return z.lazy(() => wireSchemaOf(node.get()));
  }
}

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const objectSchemas = new WeakMap<ObjectDef, z.ZodType>();

function memberSchema(field: FieldEntry): z.ZodType {
  const schema = wireSchemaOf(field.node);
  return field.optional ? schema.optional() : schema;
}

/** The zod shape of an object's fixed fields and union keys, by wire name. */
export function objectShape(def: ObjectDef): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of def.fields) shape[field.wire] = memberSchema(field);
  for (const union of def.unions) shape[union.key.wire] = z.string();
  return shape;
}

function objectSchema(def: ObjectDef): z.ZodType {
  const cached = objectSchemas.get(def);
  if (cached) return cached;
  const base = z.looseObject(objectShape(def));
  const schema = def.unions.length === 0 ? base : base.superRefine(checkVariants(def), always);
  objectSchemas.set(def, schema);
  return schema;
}

/** Run the variant checks even when a base field already failed, so every bad path is named. */
const always = { when: () => true };

function checkVariants(def: ObjectDef) {
  const variantSchemas = def.unions.map((union) => ({
    key: union.key.wire,
    variants: new Map([...union.variants].map(([tag, variant]) => [tag, objectSchema(variant)])),
  }));
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (!isRecord(value)) return;
    for (const union of variantSchemas) {
      const tag = value[union.key];
      const variant = typeof tag === "string" ? union.variants.get(tag) : undefined;
      if (variant) forwardIssues(variant.safeParse(value), ctx);
    }
  };
}

function eitherSchema(key: string, ifPresent: Node, otherwise: Node): z.ZodType {
  const present = z.lazy(() => wireSchemaOf(ifPresent));
  const absent = z.lazy(() => wireSchemaOf(otherwise));
  return z.looseObject({}).superRefine((value, ctx) => {
    forwardIssues((key in value ? present : absent).safeParse(value), ctx);
  });
}

export function forwardIssues(result: z.ZodSafeParseResult<unknown>, ctx: z.RefinementCtx): void {
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
}
