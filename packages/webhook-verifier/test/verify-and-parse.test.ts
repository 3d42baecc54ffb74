import { describe, expect, it } from "vitest";
import { createWebhookVerifier, isWebhookPayloadError, sign } from "../src/index.js";
import { fixtureText, fixtureTypes } from "./support/fixtures.js";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const verifier = createWebhookVerifier({ secret: SECRET });

async function signed(body: string, id = "msg_parse") {
  return (await sign({ secret: SECRET, id, body })).headers;
}

describe("verifyAndParse", () => {
  it("covers all 21 event types of the spec", () => {
    expect(fixtureTypes()).toHaveLength(21);
  });

  it.each(fixtureTypes())("returns the typed client-form event for %s", async (type) => {
    const body = fixtureText(type);
    const event = await verifier.verifyAndParse(body, await signed(body));
    expect(event.type).toBe(type);
    expect(event.known).toBe(true);
    expect(typeof event.data).toBe("object");
  });

  it("narrows on type: order.paid has the camelCase client form of the order", async () => {
    const body = fixtureText("order.paid");
    const event = await verifier.verifyAndParse(body, await signed(body));
    if (!event.known || event.type !== "order.paid") throw new Error("expected order.paid");
    const wire = JSON.parse(body);
    expect(event.data.totalAmount).toBe(wire.data.total_amount);
    expect("total_amount" in event.data).toBe(false);
  });

  it("keeps an unknown event type instead of throwing", async () => {
    const body = '{"type":"benefit.granted","data":{"id":"bg_1"}}';
    const event = await verifier.verifyAndParse(body, await signed(body));
    expect(event).toMatchObject({ type: "benefit.granted", known: false });
  });

  it("verifies before it parses: a bad signature never reaches the parser", async () => {
    const body = "not json";
    const headers = await signed("something else");
    await expect(verifier.verifyAndParse(body, headers)).rejects.toMatchObject({
      code: "NO_MATCHING_SIGNATURE_FOUND",
    });
  });

  it("a signed body that is not JSON is a payload error", async () => {
    const body = "{not json";
    const error = await verifier.verifyAndParse(body, await signed(body)).catch((e) => e);
    expect(isWebhookPayloadError(error)).toBe(true);
    expect(error.code).toBe("WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON");
  });

  it("a signed event with a bad field is a payload error naming the field's path", async () => {
    const payload = JSON.parse(fixtureText("order.paid"));
    payload.data.total_amount = "a lot";
    const body = JSON.stringify(payload);
    const error = await verifier.verifyAndParse(body, await signed(body)).catch((e) => e);
    expect(error.code).toBe("WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT");
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(
      "data.total_amount",
    );
  });

  it("verifyAndParseRequest reads a fetch Request and returns id, timestamp and event", async () => {
    const body = fixtureText("subscription.active");
    const headers = await signed(body, "msg_request");
    const request = new Request("https://example.test/webhooks", {
      method: "POST",
      headers,
      body,
    });
    const verified = await verifier.verifyAndParseRequest(request);
    expect(verified.id).toBe("msg_request");
    expect(verified.event.type).toBe("subscription.active");
    expect(typeof verified.timestamp).toBe("number");
  });
});
