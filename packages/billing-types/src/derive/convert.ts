import type { Node, ObjectDef } from "../dsl";
import { dateFromWire, dateToWire } from "./date-text";
import { isRecord } from "./is-record";
import { lookupFor } from "./variants";

export type Direction = "toClient" | "toWire";

/**
 * Converts a validated value between the two forms, walking its definition. Keys the definition
 * does not know (and fields of unknown union variants) are copied as they are, in their place.
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

function convertObject(
  def: ObjectDef,
  value: Record<string, unknown>,
  direction: Direction,
): Record<string, unknown> {
  const toClient = direction === "toClient";
  const lookup = lookupFor(def, value, toClient ? "wire" : "client");
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = lookup(key);
    if (field === undefined) out[key] = value[key];
    else out[toClient ? field.client : field.wire] = convert(field.node, value[key], direction);
  }
  if (toClient) {
    for (const field of def.fields) {
      if (field.node.kind === "default" && !(field.client in out)) {
        out[field.client] = field.node.value;
      }
    }
  }
  return out;
}
