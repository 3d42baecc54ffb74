import { describe, expect, it } from "vitest";
import { parseWebhookEvent, validateWirePayload } from "../src";

describe("smoke", () => {
  it("unknown event", () => {
    expect(parseWebhookEvent({ type: "x.y", data: { a: 1 } })).toEqual({
      type: "x.y",
      data: { a: 1 },
      known: false,
    });
  });
  it("refund", () => {
    const r = validateWirePayload({
      type: "refund.created",
      data: {
        id: "r",
        status: "pending",
        reason: "duplicate",
        amount: 1.5,
        tax_amount: 0,
        currency: "usd",
        organization_id: "o",
        order_id: "x",
        customer_id: "c",
        revoke_benefits: true,
        metadata: {},
      },
    });
    expect(r).toEqual({
      ok: false,
      issues: [{ path: "data.amount", message: expect.any(String) }],
    });
  });
});
