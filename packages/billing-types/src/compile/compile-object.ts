import { WireSpellingNotes } from "../derive/wire-spelling";
import type { FieldEntry, Node, ObjectDef } from "../dsl";
import { fieldTables } from "./field-tables";
import { type Compiled, INVALID } from "./invalid";
import { isPlainObject } from "./plain-data";

const compiledObjects = new WeakMap<ObjectDef, Compiled>();

/**
 * An object: loose (unknown keys are kept in place, named in camelCase, values as sent), its
 * fields looked up by wire name in a table precomputed for the variant of each union the value
 * names. Keys are visited in the payload's order, so the client form lists them in the same order
 * as `convert` does and a wire → client → wire round trip stays byte-for-byte. (`for…in` lists
 * the same keys as `Object.keys` here without allocating: plain objects only, and
 * `compiledEventToClient` refuses to run while `Object.prototype` has an enumerable key.)
 */
export function compileObject(def: ObjectDef, compileNode: (node: Node) => Compiled): Compiled {
  const cached = compiledObjects.get(def);
  if (cached) return cached;
  const { unions, tables } = fieldTables(def, compileNode);
  const defaults = def.fields.flatMap((field) => defaultOf(field));
  const compiled: Compiled = (value) => {
    if (!isPlainObject(value)) return INVALID;
    let index = 0;
    for (const union of unions) {
      const tag = value[union.key];
      if (typeof tag !== "string") return INVALID;
      index = index * (union.unknown + 1) + (union.variants.get(tag) ?? union.unknown);
    }
    const table = tables[index];
    if (table === undefined) return INVALID;
    const out: Record<string, unknown> = {};
    let required = 0;
    let notes: WireSpellingNotes | undefined;
    for (const key in value) {
      const raw = value[key];
      const field = table.fields.get(key);
      if (field === undefined) {
        const name = table.unknownKeys.name(key, out);
        out[name.client] = raw;
        if (name.remembered) {
          notes ??= new WireSpellingNotes();
          notes.rename(name.client, key);
        }
      } else if (raw === undefined && field.optional) out[field.client] = undefined;
      else {
        const converted = field.run(raw);
        if (converted === INVALID) return INVALID;
        out[field.client] = converted;
        if (!field.optional) required++;
      }
    }
    if (required !== table.required) return INVALID;
    for (const [client, fallback] of defaults) {
      if (Object.hasOwn(out, client)) continue;
      out[client] = fallback;
      notes ??= new WireSpellingNotes();
      notes.defaulted(client);
    }
    notes?.stampOn(out);
    return out;
  };
  compiledObjects.set(def, compiled);
  return compiled;
}

/** `[client name, value]` of a field the client form always carries (absent on the wire). */
function defaultOf(field: FieldEntry): [string, string | number | boolean][] {
  return field.node.kind === "default" ? [[field.client, field.node.value]] : [];
}
