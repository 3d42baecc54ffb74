import { type Node, type ObjectDef, snakeCase } from "../dsl";
import { dateFromWire, dateToWire } from "./date-text";
import { isRecord } from "./is-record";
import { unknownKeyName } from "./unknown-keys";
import { lookupFor } from "./variants";
import { WireSpellingNotes, wireSpellingOf } from "./wire-spelling";

export type Direction = "toClient" | "toWire";

/**
 * Converts a validated value between the two forms, walking its definition. Keys the definition
 * does not know (and fields of unknown union variants) are kept in their place with their value as
 * sent, named in camelCase in the client form and by their exact wire name again in the wire form.
 */
export function convert(node: Node, value: unknown, direction: Direction): unknown {
  switch (node.kind) {
    case "date":
      if (direction === "toClient") return typeof value === "string" ? dateFromWire(value) : value;
      return value instanceof Date ? dateToWire(value) : value;
    case "nullable":
      return value === null ? null : convert(node.inner, value, direction);
    case "default":
      return convert(node.inner, value, direction);
    case "array":
      return Array.isArray(value)
        ? value.map((item) => convert(node.item, item, direction))
        : value;
    case "tuple":
      return Array.isArray(value)
        ? value.map((item, index) => {
            const itemNode = node.items[index];
            return itemNode ? convert(itemNode, item, direction) : item;
          })
        : value;
    case "record":
      return isRecord(value) ? convertRecord(node.value, value, direction) : value;
    case "object":
      return isRecord(value) ? convertObject(node.def, value, direction) : value;
    case "either": {
      if (!isRecord(value)) return value;
      const key = direction === "toClient" ? node.key.wire : node.key.client;
      return convert(key in value ? node.ifPresent : node.otherwise, value, direction);
    }
    case "lazy":
      return convert(node.get(), value, direction);
    default:
      return value;
  }
}

function convertRecord(
  valueNode: Node,
  value: Record<string, unknown>,
  direction: Direction,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = convert(valueNode, value[key], direction);
  return out;
}

/** An object of `def`, either way; `omit` names a client-form key the wire form does not carry. */
export function convertObject(
  def: ObjectDef,
  value: Record<string, unknown>,
  direction: Direction,
  omit?: string,
): Record<string, unknown> {
  return direction === "toClient" ? objectToClient(def, value) : objectToWire(def, value, omit);
}

function objectToClient(def: ObjectDef, value: Record<string, unknown>): Record<string, unknown> {
  const lookup = lookupFor(def, value, "wire");
  const known = lookupFor(def, value, "wire", "client");
  const out: Record<string, unknown> = {};
  let notes: WireSpellingNotes | undefined;
  for (const key of Object.keys(value)) {
    const field = lookup(key);
    if (field !== undefined) {
      out[field.client] = convert(field.node, value[key], "toClient");
      continue;
    }
    const name = unknownKeyName(
      key,
      (client) => known(client) !== undefined || Object.hasOwn(out, client),
    );
    out[name.client] = value[key];
    if (name.remembered) {
      notes ??= new WireSpellingNotes();
      notes.rename(name.client, key);
    }
  }
  for (const field of def.fields) {
    if (field.node.kind === "default" && !Object.hasOwn(out, field.client)) {
      out[field.client] = field.node.value;
      notes ??= new WireSpellingNotes();
      notes.defaulted(field.client);
    }
  }
  notes?.stampOn(out);
  return out;
}

function objectToWire(
  def: ObjectDef,
  value: Record<string, unknown>,
  omit: string | undefined,
): Record<string, unknown> {
  const lookup = lookupFor(def, value, "client");
  const spelling = wireSpellingOf(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === omit) continue;
    const field = lookup(key);
    if (field === undefined) {
      out[spelling?.renamed?.get(key) ?? snakeCase(key)] = value[key];
      continue;
    }
    const node = field.node;
    // A default the client form filled in goes back out only once it was changed.
    if (node.kind === "default" && spelling?.defaulted?.has(key) && value[key] === node.value) {
      continue;
    }
    out[field.wire] = convert(node, value[key], "toWire");
  }
  return out;
}
