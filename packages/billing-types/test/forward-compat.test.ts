import { describe, expect, it } from "vitest";
import {
  type Benefit,
  isKnownBenefitType,
  isKnownOrderStatus,
  type Product,
  parseWebhookEvent,
  parseWebhookEventWire,
  toWire,
} from "../src";
import { fixture } from "./load-fixture";

function roundTrip(payload: unknown): unknown {
  return JSON.parse(JSON.stringify(toWire("event", parseWebhookEvent(payload))));
}

function productOf(payload: Record<string, unknown>): Product {
  const event = parseWebhookEvent(payload);
  if (!event.known || event.type !== "product.updated") throw new Error("expected product.updated");
  return event.data;
}

describe("forward compatibility: what a newer platform sends is kept", () => {
  it("keeps unknown keys at every level, in place, through both round trips", () => {
    const payload = fixture("order.paid");
    const data = payload.data as Record<string, unknown>;
    data.tax_breakdown = [{ rate: "0.25", jurisdiction: "SE" }];
    (data.customer as Record<string, unknown>).loyalty_tier = "gold";
    ((data.items as unknown[])[0] as Record<string, unknown>).seat_count = 3;
    const text = JSON.stringify(payload);
    expect(JSON.stringify(parseWebhookEventWire(JSON.parse(text)))).toBe(text);
    expect(JSON.stringify(roundTrip(JSON.parse(text)))).toBe(text);
    const event = parseWebhookEvent(JSON.parse(text));
    if (!event.known || event.type !== "order.paid") throw new Error("expected order.paid");
    // Unknown keys are named in camelCase in the client form, their values kept as sent.
    expect(event.data).toHaveProperty("taxBreakdown", [{ rate: "0.25", jurisdiction: "SE" }]);
    expect(event.data).not.toHaveProperty("tax_breakdown");
    expect(event.data.customer).toHaveProperty("loyaltyTier", "gold");
    expect(event.data.items[0]).toHaveProperty("seatCount", 3);
  });

  it("gives unknown keys back under their exact wire names, whatever their spelling", () => {
    const payload = fixture("refund.created");
    const data = payload.data as Record<string, unknown>;
    // Keys camelCase cannot undo, and keys whose camelCase name is taken.
    Object.assign(data, {
      legacyId: "r-1",
      ISO_code: "SE",
      net_total: 1,
      netTotal: 2,
      order_Id: "no lowercase letter after its underscore",
      orderId: "an unknown key spelled like a known field's client name",
      line_2: "digits after an underscore stay",
    });
    const text = JSON.stringify(payload);
    const event = parseWebhookEvent(JSON.parse(text));
    if (!event.known || event.type !== "refund.created") throw new Error("expected refund.created");
    expect(event.data).toMatchObject({
      legacyId: "r-1",
      ISOCode: "SE",
      netTotal: 1,
      netTotal_: 2,
      order_Id: "no lowercase letter after its underscore",
      orderId: data.order_id,
      orderId_: "an unknown key spelled like a known field's client name",
      line_2: "digits after an underscore stay",
    });
    expect(JSON.stringify(toWire("event", event))).toBe(text);
  });

  it("names a new field in camelCase and gives it back after the app changed it", () => {
    const payload = fixture("customer.created");
    (payload.data as Record<string, unknown>).loyalty_tier = "gold";
    const event = parseWebhookEvent(payload);
    if (!event.known || event.type !== "customer.created") throw new Error("expected customer");
    const data: Record<string, unknown> = event.data;
    data.loyaltyTier = "platinum";
    const wire = toWire("event", event) as { data: Record<string, unknown> };
    expect(wire.data.loyalty_tier).toBe("platinum");
    expect(wire.data).not.toHaveProperty("loyaltyTier");
  });

  it("accepts an unknown enum value and types it as an open string", () => {
    const payload = fixture("order.paid");
    (payload.data as Record<string, unknown>).status = "disputed";
    const event = parseWebhookEvent(payload);
    if (!event.known || event.type !== "order.paid") throw new Error("expected order.paid");
    expect(event.data.status).toBe("disputed");
    expect(isKnownOrderStatus(event.data.status)).toBe(false);
    expect(isKnownOrderStatus("paid")).toBe(true);
    expect(roundTrip(payload)).toEqual(payload);
  });

  it("parses an unknown event type to { type, data, known: false } and gives it back", () => {
    const payload = {
      type: "payout.created",
      timestamp: "2026-01-01T00:00:00Z",
      data: { id: "po_1", created_at: "x" },
    };
    const event = parseWebhookEvent(payload);
    expect(event).toEqual({ ...payload, known: false });
    expect(roundTrip(payload)).toEqual(payload);
  });

  it("keeps a benefit of an unknown type as an opaque object: base fields converted, the rest as sent", () => {
    const payload = fixture("product.updated");
    const benefits = (payload.data as Record<string, unknown>).benefits as Record<
      string,
      unknown
    >[];
    const seats = {
      ...benefits[0],
      type: "early_access",
      properties: { flag_key: "beta_dashboard", rollout: 0.5 },
    };
    benefits.push(seats);
    const product = productOf(payload);
    const kept = product.benefits.at(-1) as Benefit & Record<string, unknown>;
    expect(kept.type).toBe("early_access");
    expect(isKnownBenefitType(kept.type)).toBe(false);
    expect(kept.createdAt).toBeInstanceOf(Date);
    expect(kept.properties).toEqual({ flag_key: "beta_dashboard", rollout: 0.5 });
    expect(roundTrip(payload)).toEqual(payload);
  });

  it("does not check an unknown variant against a known one's fields (no first-match)", () => {
    const payload = fixture("product.updated");
    const prices = (payload.data as Record<string, unknown>).prices as Record<string, unknown>[];
    // A new amount type that reuses a field name of a known variant with another shape.
    prices.push({ ...prices[0], amount_type: "tiered", price_amount: [{ upTo: 10, amount: 100 }] });
    const product = productOf(payload);
    expect(product.prices.at(-1)).toMatchObject({
      amountType: "tiered",
      priceAmount: [{ upTo: 10, amount: 100 }],
    });
    expect(roundTrip(payload)).toEqual(payload);
  });

  it("checks a known variant against its own fields only, whatever the other variants declare", () => {
    const payload = fixture("product.updated");
    const prices = (payload.data as Record<string, unknown>).prices as Record<string, unknown>[];
    prices[0] = {
      ...prices[0],
      amount_type: "custom",
      minimum_amount: null,
      maximum_amount: null,
      preset_amount: null,
      price_amount: "not checked for custom",
    };
    const product = productOf(payload);
    const custom = product.prices[0];
    expect(custom).toMatchObject({ amountType: "custom", priceAmount: "not checked for custom" });
    expect(roundTrip(payload)).toEqual(payload);
  });

  it("keeps an unknown discount duration and an unknown meter filter operator", () => {
    const payload = fixture("subscription.active");
    const data = payload.data as Record<string, unknown>;
    (data.discount as Record<string, unknown>).duration = "until_cancelled";
    const meter = ((data.meters as Record<string, unknown>[])[0] as Record<string, unknown>)
      .meter as {
      filter: { clauses: Record<string, unknown>[] };
    };
    meter.filter.clauses[0] = { property: "name", operator: "regex", value: "^api\\." };
    const event = parseWebhookEvent(payload);
    if (!event.known || event.type !== "subscription.active")
      throw new Error("expected subscription.active");
    expect(event.data.discount?.duration).toBe("until_cancelled");
    expect(roundTrip(payload)).toEqual(payload);
  });

  it("fills the feature flags' documented defaults (false) when a payload leaves them out", () => {
    const payload = fixture("organization.updated");
    (payload.data as Record<string, unknown>).feature_settings = {};
    const event = parseWebhookEvent(payload);
    if (!event.known || event.type !== "organization.updated")
      throw new Error("expected organization.updated");
    expect(event.data.featureSettings).toMatchObject({
      issueFundingEnabled: false,
      usageBasedBillingEnabled: false,
    });
    // The filled-in defaults were not sent, so they do not go back unless the app changed them.
    expect(roundTrip(payload)).toEqual(payload);
    if (!event.data.featureSettings) throw new Error("expected feature settings");
    event.data.featureSettings.issueFundingEnabled = true;
    const wire = toWire("event", event) as { data: { feature_settings: unknown } };
    expect(wire.data.feature_settings).toEqual({ issue_funding_enabled: true });
  });
});
