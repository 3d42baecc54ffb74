import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { parseWebhookEvent, safeParseWebhookEvent, validateWirePayload } from "../src";
import { fixture } from "./load-fixture";

type Json = Record<string, unknown>;
const at = (value: unknown, key: string | number): Json => (value as Json)[key] as Json;

describe("invalid payloads name every bad path", () => {
  it("reports each bad field, in base fields, arrays, nested entities and union variants at once", () => {
    const payload = fixture("subscription.created");
    const data = payload.data as Json;
    data.amount = 21.75; // amounts are integers
    at(data.meters, 0).amount = "2900";
    at(data.customer, "billing_address").country = null;
    const product = data.product as Json;
    at(product.prices, 0).price_amount = 29.5; // fixed price variant field
    at(product.prices, 0).is_archived = "no"; // base field of the same price
    at(product.prices, 1).unit_amount = 0.05; // a decimal string, not a number
    at(at(product.benefits, 1), "properties").guild_id = 42; // discord variant
    at(at(product.benefits, 0), "properties").expires = { ttl: 1 }; // license_keys, nested object
    (data.discount as Json).duration_in_months = undefined;
    data.current_period_start = "2025-04-01T09:15:30"; // no offset
    at(at(data.meters, 0), "meter").filter = {
      conjunction: "and",
      clauses: [{ property: "x", operator: "eq" }],
    };
    const result = validateWirePayload(JSON.parse(JSON.stringify(payload)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual(
      [
        "data.amount",
        "data.meters[0].amount",
        "data.customer.billing_address.country",
        "data.product.prices[0].price_amount",
        "data.product.prices[0].is_archived",
        "data.product.prices[1].unit_amount",
        "data.product.benefits[1].properties.guild_id",
        "data.product.benefits[0].properties.expires.timeframe",
        "data.discount.duration_in_months",
        "data.current_period_start",
        "data.meters[0].meter.filter.clauses[0].value",
      ].sort(),
    );
    for (const issue of result.issues) expect(issue.message).not.toBe("");
  });

  it("throws a ZodError from parseWebhookEvent, and safeParse returns it", () => {
    const payload = fixture("refund.created");
    (payload.data as Json).metadata = { nested: { not: "allowed" } };
    expect(() => parseWebhookEvent(payload)).toThrow(ZodError);
    const result = safeParseWebhookEvent(payload);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues[0]?.path).toEqual(["data", "metadata", "nested"]);
  });

  it("rejects what is not an event at all", () => {
    expect(validateWirePayload("order.paid")).toMatchObject({ ok: false, issues: [{ path: "" }] });
    expect(validateWirePayload({ data: {} })).toMatchObject({
      ok: false,
      issues: [{ path: "type" }],
    });
    expect(validateWirePayload({ type: "order.paid" })).toMatchObject({
      ok: false,
      issues: [{ path: "data" }],
    });
  });

  it("rejects a known event whose data is another entity", () => {
    const payload = fixture("refund.created");
    payload.type = "order.paid";
    const result = validateWirePayload(payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toContain("data.customer");
  });
});
