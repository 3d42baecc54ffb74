import { describe, expect, it } from "vitest";
import { anyWebhookEventJsonSchema, entityJsonSchema, webhookEventJsonSchema } from "../src";
import { checkJsonSchema } from "./json-schema-check";
import { EVENT_TYPES, fixture } from "./load-fixture";

type Json = Record<string, unknown>;

describe("JSON Schema of the wire forms (structural check, no validator dependency)", () => {
  const anyEvent = anyWebhookEventJsonSchema();

  it.each(EVENT_TYPES)(
    "the %s fixture validates against its event schema and the bundle",
    (type) => {
      const payload = fixture(type);
      expect(checkJsonSchema(webhookEventJsonSchema(type), payload)).toEqual([]);
      expect(checkJsonSchema(anyEvent, payload)).toEqual([]);
    },
  );

  it("rejects a non-integer amount and a date without offset", () => {
    const payload = fixture("order.paid");
    const data = payload.data as Json;
    data.amount = 1.5;
    (data.customer as Json).created_at = "2025-03-01T09:15:22";
    expect(checkJsonSchema(webhookEventJsonSchema("order.paid"), payload)).toEqual([
      ".data.amount: expected integer",
      ".data.customer.created_at: not a date-time with offset",
    ]);
  });

  it("rejects a known benefit variant with bad properties, accepts an unknown benefit type", () => {
    const benefit = structuredClone(
      ((fixture("product.created").data as Json).benefits as Json[])[1],
    ) as Json;
    expect(checkJsonSchema(entityJsonSchema("benefit"), benefit)).toEqual([]);
    (benefit.properties as Json).guild_id = 7;
    expect(checkJsonSchema(entityJsonSchema("benefit"), benefit)).not.toEqual([]);
    benefit.type = "feature_flag";
    expect(checkJsonSchema(entityJsonSchema("benefit"), benefit)).toEqual([]);
  });

  it("accepts an unknown event type in the bundle but not a known type with the wrong data", () => {
    expect(checkJsonSchema(anyEvent, { type: "payout.created", data: { id: 1 } })).toEqual([]);
    expect(checkJsonSchema(anyEvent, { type: "order.paid", data: { id: 1 } })).not.toEqual([]);
  });
});
