import type { FieldEntry, ObjectDef } from "../dsl";

/**
 * The fields of `def` that apply to `value`: the base fields, each union's key, and the fields of
 * every variant whose discriminator value is known. Fields of an unknown variant are not listed,
 * so they are kept untouched.
 */
export function lookupFor(
  def: ObjectDef,
  value: Record<string, unknown>,
  side: "wire" | "client",
): (name: string) => FieldEntry | undefined {
  const base = side === "wire" ? def.byWire : def.byClient;
  if (def.unions.length === 0) return (name) => base.get(name);
  const chosen: ReadonlyMap<string, FieldEntry>[] = [];
  for (const union of def.unions) {
    const tag = value[side === "wire" ? union.key.wire : union.key.client];
    const variant = typeof tag === "string" ? union.variants.get(tag) : undefined;
    if (variant) chosen.push(side === "wire" ? variant.byWire : variant.byClient);
  }
  return (name) => {
    const found = base.get(name);
    if (found) return found;
    for (const fields of chosen) {
      const inVariant = fields.get(name);
      if (inVariant) return inVariant;
    }
    return undefined;
  };
}
