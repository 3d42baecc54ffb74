import { z } from "zod";
import { forwardIssues, wireSchemaOf } from "../derive/wire-schema";
import { ENTITIES } from "../registry";
import { exactSchema } from "../schemas/exact-schema";
import { WEBHOOK_EVENT_ENTITIES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./event-types";
import type { WebhookEventWire, WebhookEventWireOf } from "./webhook-event";

function eventStructure(type: WebhookEventType): z.ZodType {
  return z.looseObject({
    type: z.literal(type),
    data: wireSchemaOf(ENTITIES[WEBHOOK_EVENT_ENTITIES[type]].node),
  });
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
