import { z } from "zod";
import { forwardIssues, objectShape } from "../derive/wire-schema";
import { exactSchema } from "../schemas/exact-schema";
import { eventEnvelope } from "./event-envelope";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./event-types";
import type { WebhookEventWire, WebhookEventWireOf } from "./webhook-event";

function eventStructure(type: WebhookEventType): z.ZodType {
  const envelope = eventEnvelope(type);
  return z.looseObject({ ...(envelope ? objectShape(envelope) : {}), type: z.literal(type) });
}

const structures = new Map<string, z.ZodType>(
  WEBHOOK_EVENT_TYPES.map((type) => [type, eventStructure(type)]),
);

/** An event whose type this version does not know: only `type` is checked. */
const unknownEventStructure = z.looseObject({ type: z.string() });

/** Dispatches on `type`: a known type is checked against its entity, an unknown one is kept. */
const eventStructureByType = z.looseObject({ type: z.string() }).superRefine((value, ctx) => {
  const known = structures.get(value.type);
  forwardIssues((known ?? unknownEventStructure).safeParse(value), ctx);
});

/** Validates any event's wire form (known or not) and returns it unchanged. */
export const webhookEventWireSchema: z.ZodType<WebhookEventWire> =
  exactSchema<WebhookEventWire>(eventStructureByType);

/** The wire schema of one event type, e.g. `webhookEventWireSchemas["order.paid"]`. */
export const webhookEventWireSchemas = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [type, exactSchema(eventStructure(type))]),
  // fromEntries loses the key/value pairing; each entry is built from its own type just above.
) as { readonly [T in WebhookEventType]: z.ZodType<WebhookEventWireOf<T>> };
