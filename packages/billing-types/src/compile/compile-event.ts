import { convertEvent } from "../events/convert-event";
import {
  WEBHOOK_EVENT_ENTITIES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "../events/event-types";
import type { WebhookEvent } from "../events/webhook-event";
import { ENTITIES } from "../registry";
import { compileNode } from "./compile-node";
import { type Compiled, INVALID, type Invalid } from "./invalid";
import { isPlainObject, objectPrototypeIsClean } from "./plain-data";

const dataOf = new Map<string, Compiled>(
  WEBHOOK_EVENT_TYPES.map((type: WebhookEventType) => [
    type,
    compileNode(ENTITIES[WEBHOOK_EVENT_ENTITIES[type]].node),
  ]),
);

/**
 * The compiled twin of `webhookEventWireSchema` + `convertEvent(…, "toClient")`: the client form
 * of a payload the schema accepts, or `INVALID` for any payload it might reject (the caller then
 * asks the schema, which names every bad path). Never accepts what the schema rejects.
 */
export function compiledEventToClient(json: unknown): WebhookEvent | Invalid {
  if (!isPlainObject(json) || typeof json.type !== "string" || !objectPrototypeIsClean()) {
    return INVALID;
  }
  const data = dataOf.get(json.type);
  // An unknown type: only `type` is checked, the rest is kept as sent — convertEvent does that.
  // It builds the client form the schema's type describes (the same walk parse.ts trusts).
  if (data === undefined) return convertEvent(json, "toClient") as WebhookEvent;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(json)) {
    if (key !== "data") out[key] = json[key];
    else {
      const converted = data(json.data);
      if (converted === INVALID) return INVALID;
      out.data = converted;
    }
  }
  if (!("data" in out)) return INVALID;
  out.known = true;
  // Built key by key from the definition the WebhookEvent type is derived from.
  return out as WebhookEvent;
}
