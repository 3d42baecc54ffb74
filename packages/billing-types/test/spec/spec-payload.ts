import type { Node, ObjectDef } from "../../src/dsl";
import { SPEC_ENTITY_LISTS, SPEC_SLIM_FORMS, SPEC_UNION_MEMBERS } from "./spec-entity-lists";

/** `values`: every listed field with a value; `nulls`: listed nullable fields sent as null. */
export type SpecMode = "values" | "nulls";

/** Payloads per mode: enough for every union member the spec names to appear (6 benefit types). */
export const SPEC_VARIANTS = 6;

const NESTED_FILTER_DEPTH = 2;

/** The spec's list for a definition (a union variant `Price.fixed` is in its entity's list). */
export function specListOf(def: ObjectDef): readonly string[] {
  const name = def.name.split(".")[0] ?? def.name;
  const list = SPEC_ENTITY_LISTS[name] ?? SPEC_SLIM_FORMS[name];
  if (!list) throw new Error(`billing.md has no field list for ${def.name}`);
  return list;
}

/**
 * A wire payload of `def` holding only the fields billing.md's list names (the discriminators
 * of its unions always), each with a value of the field's type; `variant` picks the union
 * members, and an array of union objects holds one of each.
 */
export function specPayload(def: ObjectDef, mode: SpecMode, variant: number): unknown {
  return objectValue(def, { mode, variant, depth: 0 });
}

interface Walk {
  mode: SpecMode;
  variant: number;
  depth: number;
}

function objectValue(def: ObjectDef, walk: Walk): Record<string, unknown> {
  const listed = new Set(specListOf(def));
  const out: Record<string, unknown> = {};
  for (const field of def.fields)
    if (listed.has(field.client)) out[field.wire] = value(field.node, walk);
  for (const union of def.unions) {
    const members = (SPEC_UNION_MEMBERS[union.key.client] ?? []).filter((member) =>
      union.variants.has(member),
    );
    const member = members[walk.variant % members.length];
    const variantDef = member === undefined ? undefined : union.variants.get(member);
    if (member === undefined || !variantDef)
      throw new Error(`${def.name}: no member of ${union.key.client} that billing.md names`);
    out[union.key.wire] = member;
    for (const field of variantDef.fields)
      if (listed.has(field.client)) out[field.wire] = value(field.node, walk);
  }
  return out;
}

function value(node: Node, walk: Walk): unknown {
  switch (node.kind) {
    case "string":
      return "text";
    case "int":
      return 1;
    case "number":
      return 1.5;
    case "boolean":
      return true;
    case "date":
      return "2025-04-01T09:15:31.554Z";
    case "scalar":
      return "value";
    case "json":
      return "value";
    case "enum":
      return node.values[0];
    case "nullable":
      return walk.mode === "nulls" ? null : value(node.inner, walk);
    case "default":
      return value(node.inner, walk);
    case "tuple":
      return node.items.map((item) => value(item, walk));
    case "record":
      return { key: value(node.value, walk) };
    case "object":
      return objectValue(node.def, walk);
    case "lazy":
      return value(node.get(), walk);
    case "either":
      return value(node.otherwise, walk);
    case "array":
      return arrayValue(node.item, walk);
  }
}

/** One item; one per union member for objects with unions; a clause and a nested filter. */
function arrayValue(item: Node, walk: Walk): unknown[] {
  if (item.kind === "either") {
    const nested = { ...walk, depth: walk.depth + 1 };
    return walk.depth < NESTED_FILTER_DEPTH
      ? [value(item.otherwise, walk), value(item.ifPresent, nested)]
      : [value(item.otherwise, walk)];
  }
  if (item.kind === "object" && item.def.unions.length > 0) {
    return Array.from({ length: SPEC_VARIANTS }, (_, offset) =>
      value(item, { ...walk, variant: walk.variant + offset }),
    );
  }
  return [value(item, walk)];
}

/** Every object definition reachable from `node`, by name (union variants included). */
export function definitionsUnder(node: Node, found = new Map<string, ObjectDef>()) {
  switch (node.kind) {
    case "object": {
      if (found.has(node.def.name)) return found;
      found.set(node.def.name, node.def);
      for (const field of node.def.fields) definitionsUnder(field.node, found);
      for (const union of node.def.unions)
        for (const variant of union.variants.values())
          definitionsUnder({ kind: "object", def: variant }, found);
      return found;
    }
    case "nullable":
    case "default":
      return definitionsUnder(node.inner, found);
    case "array":
      return definitionsUnder(node.item, found);
    case "record":
      return definitionsUnder(node.value, found);
    case "tuple":
      for (const item of node.items) definitionsUnder(item, found);
      return found;
    case "either":
      definitionsUnder(node.ifPresent, found);
      return definitionsUnder(node.otherwise, found);
    case "lazy":
      return definitionsUnder(node.get(), found);
    default:
      return found;
  }
}

/** Every field name a definition has: its fields, its unions' keys and every variant's fields. */
export function fieldNamesOf(def: ObjectDef): Set<string> {
  const names = new Set(def.fields.map((field) => field.client));
  for (const union of def.unions) {
    names.add(union.key.client);
    for (const variant of union.variants.values())
      for (const field of variant.fields) names.add(field.client);
  }
  return names;
}
