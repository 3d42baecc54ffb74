import { describe, expect, it } from "vitest";
import { safeParseWebhookEvent, type WebhookEventType } from "../src";
import { compiledEventToClient, INVALID } from "../src/compile";
import { EVENT_TYPES, fixture } from "./load-fixture";
import { DELETE, getAt, type Path, setAt } from "./mutations";
import { zodReference } from "./zod-reference";

describe("the compiled path agrees with the zod schema and convertEvent", () => {
  describe.each(EVENT_TYPES)("%s", (type) => {
    it("accepts the fixture and builds the same client form, keys in the same order", () => {
      const compiled = compiledEventToClient(fixture(type));
      const reference = zodReference(fixture(type));
      expect(compiled).not.toBe(INVALID);
      expect(reference.success).toBe(true);
      if (!reference.success) return;
      expect(compiled).toStrictEqual(reference.data);
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(reference.data));
    });
  });

  // Each: the event, the path to change, the value put there ("delete" removes the key).
  const invalid: [string, WebhookEventType, Path, unknown][] = [
    ["wrong type in a nested field", "order.paid", ["data", "customer", "email"], 42],
    ["non-integer amount", "order.paid", ["data", "items", 1, "amount"], 29.5],
    ["unsafe integer amount", "order.paid", ["data", "total_amount"], 2 ** 53],
    ["missing required field", "order.paid", ["data", "customer", "id"], "delete"],
    ["missing required nested entity", "subscription.created", ["data", "product"], "delete"],
    [
      "date without an offset",
      "order.paid",
      ["data", "customer", "created_at"],
      "2025-03-01T09:15:22",
    ],
    [
      "impossible date",
      "subscription.active",
      ["data", "current_period_start"],
      "2025-02-29T00:00:00Z",
    ],
    ["date that is not text", "order.paid", ["data", "customer", "created_at"], 1735689600000],
    ["discriminator that is not text", "product.created", ["data", "prices", 0, "amount_type"], 7],
    ["missing discriminator", "product.created", ["data", "benefits", 0, "type"], "delete"],
    [
      "variant field of the wrong type",
      "product.created",
      ["data", "prices", 0, "price_amount"],
      "2900",
    ],
    [
      "variant nested object missing a field",
      "product.created",
      ["data", "benefits", 0, "properties", "expires"],
      { ttl: 1 },
    ],
    [
      "variant switched without its fields",
      "product.created",
      ["data", "prices", 0, "amount_type"],
      "metered_unit",
    ],
    [
      "a decimal-string unit amount sent as a number",
      "subscription.created",
      ["data", "prices", 1, "unit_amount"],
      5,
    ],
    [
      "second union's variant field",
      "order.paid",
      ["data", "discount", "duration_in_months"],
      "delete",
    ],
    [
      "metadata value that is an object",
      "refund.created",
      ["data", "metadata"],
      { nested: { not: "allowed" } },
    ],
    ["tuple of the wrong length", "customer.created", ["data", "tax_id"], ["SE1", "eu_vat", "x"]],
    ["array where an object belongs", "order.paid", ["data", "billing_address"], []],
    ["null for a required field", "order.paid", ["data", "currency"], null],
    [
      "meter filter clause without a value",
      "subscription.created",
      ["data", "meters", 0, "meter", "filter", "clauses", 0, "value"],
      "delete",
    ],
    ["data of another entity", "refund.created", ["type"], "order.paid"],
    ["an event type that is not text", "order.paid", ["type"], 1],
  ];

  it.each(invalid)("both reject %s, with the same ZodError", (_, type, path, value) => {
    const payload = fixture(type);
    expect(getAt(payload, path), "the mutated path exists in the fixture").not.toBeUndefined();
    setAt(payload, path, value === "delete" ? DELETE : value);
    const json = JSON.parse(JSON.stringify(payload));
    expect(compiledEventToClient(json)).toBe(INVALID);
    const reference = zodReference(json);
    const result = safeParseWebhookEvent(json);
    expect(reference.success).toBe(false);
    expect(result.success).toBe(false);
    if (result.success || reference.success) return;
    expect(result.error.issues.length).toBeGreaterThan(0);
    expect(result.error.issues).toEqual(reference.error.issues);
  });
});
