import type { FieldEntry, ObjectDef } from "../dsl";

type Side = "wire" | "client";

/**
 * The fields of `def` that apply to `value`: the base fields, each union's key, and the fields of
 * every variant whose discriminator value is known (read on the `tags` side of `value`), looked
 * up by their `names` spelling. Fields of an unknown variant are not listed: they are unknown keys.
 */
export function lookupFor(
  def: ObjectDef,
  value: Record<string, unknown>,
  tags: Side,
  names: Side = tags,
): (name: string) => FieldEntry | undefined {
  const base = names === "wire" ? def.byWire : def.byClient;
  if (def.unions.length === 0) return (name) => base.get(name);
  const chosen: ReadonlyMap<string, FieldEntry>[] = [];
  for (const union of def.unions) {
    const tag = value[tags === "wire" ? union.key.wire : union.key.client];
    const variant = typeof tag === "string" ? union.variants.get(tag) : undefined;
    if (variant) chosen.push(names === "wire" ? variant.byWire : variant.byClient);
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
