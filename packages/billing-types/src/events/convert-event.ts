import { convert, type Direction } from "../derive/convert";
import { isRecord } from "../derive/is-record";
import { ENTITIES } from "../registry";
import { isKnownWebhookEventType, WEBHOOK_EVENT_ENTITIES } from "./event-types";

/**
 * Converts an event between forms: `data` of a known type is converted, every other key is kept
 * in place. The client form gains `known`; the wire form never carries it.
 */
export function convertEvent(value: unknown, direction: Direction): Record<string, unknown> {
  if (!isRecord(value)) return { type: undefined, data: value, known: false };
  const type = value.type;
  const known = isKnownWebhookEventType(type);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === "known" && direction === "toWire") continue;
    out[key] =
      key === "data" && known
        ? convert(ENTITIES[WEBHOOK_EVENT_ENTITIES[type]].node, value.data, direction)
        : value[key];
  }
  if (direction === "toClient") {
    if (!("data" in out)) out.data = undefined;
    out.known = known;
  }
  return out;
}
