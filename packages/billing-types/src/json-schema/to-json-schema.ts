import { z } from "zod";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../events";
import { eventEnvelope } from "../events/event-envelope";
import { ENTITIES, type EntityName } from "../registry";
import { documentSchemaOf, notOneOf, shapeOf } from "./document-schema";

export type JsonSchema = Record<string, unknown>;

function render(schema: z.ZodType, title: string): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    override: (ctx) => {
      const known = notOneOf.get(ctx.zodSchema);
      if (known) ctx.jsonSchema.not = { enum: [...known] };
    },
  });
  return { ...json, title };
}

function eventDocument(type: WebhookEventType): z.ZodType {
  const envelope = eventEnvelope(type);
  return z.looseObject({ ...(envelope ? shapeOf(envelope.fields) : {}), type: z.literal(type) });
}

/** JSON Schema (draft 2020-12) of an entity's wire form. */
export function entityJsonSchema(name: EntityName): JsonSchema {
  return render(documentSchemaOf(ENTITIES[name].node), name);
}

/** JSON Schema of one webhook event's wire form. */
export function webhookEventJsonSchema(type: WebhookEventType): JsonSchema {
  return render(eventDocument(type), type);
}

/** JSON Schema of any webhook event: the known ones, or any other type with any data. */
export function anyWebhookEventJsonSchema(): JsonSchema {
  const unknownType = z.string();
  notOneOf.set(unknownType, WEBHOOK_EVENT_TYPES);
  const union = z.union([
    ...WEBHOOK_EVENT_TYPES.map(eventDocument),
    z.looseObject({ type: unknownType }),
  ]);
  return render(union, "webhook-event");
}
