import { deepStrictEqual } from "node:assert";
import { describe, expect, it } from "vitest";
import { parseWebhookEvent, toWire } from "../src";
import { fixture } from "./load-fixture";

function customerCreatedAt(): Date {
  const event = parseWebhookEvent(fixture("order.paid"));
  if (!event.known || event.type !== "order.paid") throw new Error("expected order.paid");
  return event.data.customer.createdAt;
}

describe("a client Date remembers its wire text without showing it", () => {
  it("is a plain Date: no keys, no symbols, deep-equal to a Date made from the text", () => {
    const date = customerCreatedAt();
    expect(Object.getPrototypeOf(date)).toBe(Date.prototype);
    expect(Reflect.ownKeys(date)).toEqual([]);
    deepStrictEqual(date, new Date("2025-03-01T09:15:22.482913Z"));
    expect(structuredClone(date).getTime()).toBe(date.getTime());
  });

  it("gives its text back when unchanged, and toISOString once changed", () => {
    const payload = fixture("order.paid");
    const event = parseWebhookEvent(payload);
    if (!event.known || event.type !== "order.paid") throw new Error("expected order.paid");
    const customer = () => toWire("customer", event.data.customer);
    expect(customer().created_at).toBe("2025-03-01T09:15:22.482913Z");
    event.data.customer.createdAt.setUTCFullYear(2026);
    expect(customer().created_at).toBe("2026-03-01T09:15:22.482Z");
    event.data.customer.createdAt = new Date("2025-03-01T09:15:22.482Z");
    expect(customer().created_at).toBe("2025-03-01T09:15:22.482Z");
  });
});
