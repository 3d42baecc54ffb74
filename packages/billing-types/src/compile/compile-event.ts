import { convertEvent } from "../events/convert-event";
import { eventEnvelope } from "../events/event-envelope";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../events/event-types";
import type { WebhookEvent } from "../events/webhook-event";
import { compileNode } from "./compile-node";
import { compileObject } from "./compile-object";
import { type Compiled, INVALID, type Invalid } from "./invalid";
import { isPlainObject, objectPrototypeIsClean } from "./plain-data";

const envelopeOf = new Map<string, Compiled>(
  WEBHOOK_EVENT_TYPES.flatMap((type: WebhookEventType) => {
    const envelope = eventEnvelope(type);
    return envelope ? [[type, compileObject(envelope, compileNode)] as const] : [];
  }),
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
  const envelope = envelopeOf.get(json.type);
  // An unknown type: only `type` is checked, the rest is kept as sent — convertEvent does that.
  // It builds the client form the schema's type describes (the same walk parse.ts trusts).
  if (envelope === undefined) return convertEvent(json, "toClient") as WebhookEvent;
  const out = envelope(json);
  if (out === INVALID || !isPlainObject(out)) return INVALID;
  out.known = true;
  // Built key by key from the definition the WebhookEvent type is derived from.
  return out as WebhookEvent;
}
