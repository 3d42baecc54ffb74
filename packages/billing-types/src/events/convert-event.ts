import { convertObject, type Direction } from "../derive/convert";
import { isRecord } from "../derive/is-record";
import { eventEnvelope } from "./event-envelope";

/**
 * Converts an event between forms. A known event is converted by its envelope's definition
 * (`timestamp` and `data` converted, other keys named as unknown keys are) and gains `known: true`
 * in the client form; an event of an unknown type is kept as sent, with `known: false`. The wire
 * form never carries `known`.
 */
export function convertEvent(value: unknown, direction: Direction): Record<string, unknown> {
  if (!isRecord(value)) return { type: undefined, data: value, known: false };
  const envelope = eventEnvelope(value.type);
  if (envelope !== undefined) {
    const out = convertObject(envelope, value, direction, "known");
    if (direction === "toClient") out.known = true;
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === "known" && direction === "toWire") continue;
    out[key] = value[key];
  }
  if (direction === "toClient") {
    if (!("data" in out)) out.data = undefined;
    out.known = false;
  }
  return out;
}
