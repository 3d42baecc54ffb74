import { describe, expect, it } from "vitest";
import { safeParseWebhookEvent } from "../src";
import { compiledEventToClient, INVALID } from "../src/compile";
import { fixture } from "./load-fixture";
import { zodReference } from "./zod-reference";

type Json = Record<string, unknown>;

/** The public result must equal the zod reference whichever path produced it. */
function expectSameAsReference(json: unknown): void {
  const result = safeParseWebhookEvent(json);
  const reference = zodReference(json);
  expect(result.success).toBe(reference.success);
  if (result.success && reference.success) expect(result.data).toStrictEqual(reference.data);
  if (!result.success && !reference.success) {
    expect(result.error.issues).toEqual(reference.error.issues);
  }
}

describe("what the compiled path leaves to zod still gets zod's answer", () => {
  it("a metadata key that zod's plain-object test reads (constructor) is accepted by zod", () => {
    const payload = fixture("refund.created");
    (payload.data as Json).metadata = JSON.parse('{"constructor":"x","__proto__":"y"}');
    expect(compiledEventToClient(payload)).toBe(INVALID);
    expect(zodReference(payload).success).toBe(true);
    expectSameAsReference(payload);
  });

  it("a symbol key in metadata: zod rejects it, so does the compiled path", () => {
    const payload = fixture("refund.created");
    (payload.data as Json).metadata = { [Symbol("key")]: "value" };
    expect(compiledEventToClient(payload)).toBe(INVALID);
    expect(zodReference(payload).success).toBe(false);
    expectSameAsReference(payload);
  });

  it("objects without a prototype or with another one go to zod and get its answer", () => {
    const payload = fixture("order.paid");
    const bare = Object.assign(Object.create(null), payload);
    expect(compiledEventToClient(bare)).not.toBe(INVALID);
    expectSameAsReference(bare);
    const data = payload.data as Json;
    class Address {
      country = "SE";
    }
    data.billing_address = new Address();
    expect(compiledEventToClient(payload)).toBe(INVALID);
    expectSameAsReference(payload);
  });

  it("a field that is only inherited is read by zod, and the answer is zod's", () => {
    const payload = fixture("refund.created");
    const data = payload.data as Json;
    const inherited = Object.create({ currency: data.currency });
    Object.assign(inherited, data);
    delete inherited.currency;
    payload.data = inherited;
    expect(compiledEventToClient(payload)).toBe(INVALID);
    expectSameAsReference(payload);
  });

  it("non-finite numbers (not JSON, but possible in an object) are rejected by both", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
      const payload = fixture("customer.state_changed");
      const meter = ((payload.data as Json).active_meters as Json[])[0] as Json;
      meter.balance = bad;
      expect(compiledEventToClient(payload)).toBe(INVALID);
      expectSameAsReference(payload);
    }
  });

  it("an unknown event type is kept as sent by both", () => {
    const payload = { type: "payout.created", data: { id: "po_1", created_at: "x" }, extra: [1] };
    expect(compiledEventToClient(payload)).toStrictEqual({ ...payload, known: false });
    expectSameAsReference(payload);
  });

  it("optional fields sent as undefined (an object, not JSON) are kept as undefined by both", () => {
    const payload = fixture("order.paid");
    (payload.data as Json).user_id = undefined;
    (payload.data as Json).custom_field_data = undefined;
    expect(compiledEventToClient(payload)).not.toBe(INVALID);
    expectSameAsReference(payload);
  });

  it("with an enumerable key on Object.prototype (pollution), zod decides", () => {
    const payload = fixture("order.paid");
    const prototype: Record<string, unknown> = Object.prototype as Record<string, unknown>;
    prototype.polluted = 1;
    try {
      expect(compiledEventToClient(payload)).toBe(INVALID);
      expectSameAsReference(payload);
    } finally {
      delete prototype.polluted;
    }
    expect(compiledEventToClient(payload)).not.toBe(INVALID);
  });
});
