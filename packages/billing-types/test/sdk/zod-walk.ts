import type * as core from "zod/v4/core";
import { SMART_UNION_OPTIONS } from "./smart-union-plugin";

/** A zod 4 schema, as both SDK versions build them ("zod" classic in 0.32, "zod/v4-mini" in 0.49). */
export type Schema = core.$ZodType;
type Kind = core.$ZodTypes["_zod"]["def"]["type"];
export type OfKind<K extends Kind> = Extract<core.$ZodTypes, { _zod: { def: { type: K } } }>;

export function isKind<K extends Kind>(schema: Schema, kind: K): schema is OfKind<K> {
  return schema._zod.def.type === kind;
}

/** The options the SDK gave `smartUnion` (kept by smart-union-plugin.ts), if `schema` is one. */
export function smartUnionOptions(schema: Schema): readonly Schema[] | undefined {
  const options: unknown = Reflect.get(schema, Symbol.for(SMART_UNION_OPTIONS));
  return Array.isArray(options) ? options : undefined;
}

/** A string's or number's format: `datetime`, `email`, `url`, `uuid`, `safeint`, … */
export function formatOf(schema: Schema): string | undefined {
  const def: { format?: unknown; checks?: readonly core.$ZodCheck[] } = schema._zod.def;
  if (typeof def.format === "string") return def.format;
  for (const check of def.checks ?? []) {
    const format: unknown = Reflect.get(check._zod.def, "format");
    if (typeof format === "string") return format;
  }
  return undefined;
}

/** Bounds a number or a length must keep (`greater_than`, `less_than`, `min_length`, …). */
export function boundsOf(schema: Schema): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def: Record<string, unknown> = { ...check._zod.def };
    const value = typeof def.value === "number" ? def.value : (def.minimum ?? def.maximum);
    if (typeof value !== "number") continue;
    if (def.check === "greater_than" || def.check === "min_length") bounds.min = value;
    if (def.check === "less_than" || def.check === "max_length") bounds.max = value;
  }
  return bounds;
}

/**
 * The alternatives of a union, flattened: nested unions and smart unions are opened, an
 * SDK "open enum" (its literals plus a string fallback for unknown values) is left whole.
 */
export function unionOptions(schema: Schema): readonly Schema[] | undefined {
  if (!unionOptionsOf.has(schema)) unionOptionsOf.set(schema, findUnionOptions(schema));
  return unionOptionsOf.get(schema);
}

// The SDK's schemas are shared and never change: what is found about one is remembered.
const unionOptionsOf = new WeakMap<Schema, readonly Schema[] | undefined>();
const enumValuesOf = new WeakMap<Schema, readonly (string | number | boolean)[] | undefined>();

function findUnionOptions(schema: Schema): readonly Schema[] | undefined {
  const smart = smartUnionOptions(schema);
  if (smart) return smart.flatMap((option) => unionOptions(option) ?? [option]);
  if (!isKind(schema, "union") || enumValues(schema)) return undefined;
  return schema._zod.def.options.flatMap((option) => unionOptions(option) ?? [option]);
}

/** The known values of an enumeration: `z.enum`, a literal, or the SDK's open-enum union. */
export function enumValues(schema: Schema): readonly (string | number | boolean)[] | undefined {
  if (!enumValuesOf.has(schema)) enumValuesOf.set(schema, findEnumValues(schema));
  return enumValuesOf.get(schema);
}

function findEnumValues(schema: Schema): readonly (string | number | boolean)[] | undefined {
  if (isKind(schema, "enum")) return Object.values(schema._zod.def.entries);
  if (isKind(schema, "literal")) return literalValues(schema);
  if (!isKind(schema, "union")) return undefined;
  const options = schema._zod.def.options;
  const literals = options.flatMap((option) =>
    isKind(option, "literal") ? literalValues(option) : [],
  );
  const fallbacks = options.filter((option) => isKind(option, "pipe"));
  if (literals.length === 0 || literals.length + fallbacks.length !== options.length)
    return undefined;
  return literals;
}

function literalValues(schema: OfKind<"literal">): (string | number | boolean)[] {
  return schema._zod.def.values.flatMap((value) =>
    typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? [value]
      : [],
  );
}
