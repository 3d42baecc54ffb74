import { f, type ObjectDef, objectDef } from "../dsl";
import { ENTITIES } from "../registry";
import { WEBHOOK_EVENT_ENTITIES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./event-types";

/**
 * A known event as a definition: its `type`, when the platform sent it (`timestamp`: today's API
 * sends it, the 2025 API did not) and its `data`. Other keys of the event are unknown keys.
 */
function envelopeOf(type: WebhookEventType): ObjectDef {
  return objectDef(`WebhookEvent<${type}>`, {
    type: f.string(),
    timestamp: f.optional(f.date()),
    data: ENTITIES[WEBHOOK_EVENT_ENTITIES[type]],
  });
}

const envelopes = new Map<string, ObjectDef>(
  WEBHOOK_EVENT_TYPES.map((type) => [type, envelopeOf(type)]),
);

/** The definition of a known event type's envelope; `undefined` for any other type. */
export function eventEnvelope(type: unknown): ObjectDef | undefined {
  return typeof type === "string" ? envelopes.get(type) : undefined;
}
