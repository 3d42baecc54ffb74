import type { WebhookEventOf } from "@tollgate/billing-types";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { createWebhookHandler, sign, type WebhookContext } from "../src/index.js";
import { fixtureText } from "./support/fixtures.js";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const URL = "https://shop.example/api/webhooks/billing";

async function webhookRequest(
  body: string,
  options: { id?: string; timestamp?: number; headers?: Record<string, string> } = {},
): Promise<Request> {
  const signed = await sign({
    secret: SECRET,
    id: options.id ?? "msg_handler",
    body,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return new Request(URL, {
    method: "POST",
    headers: { "content-type": "application/json", ...signed.headers, ...options.headers },
    body,
  });
}

describe("createWebhookHandler", () => {
  it("answers 200 and gives the handler its typed event and the webhook-id", async () => {
    const seen: { id: string; total: number; timestamp: number }[] = [];
    const handler = createWebhookHandler({
      secret: SECRET,
      on: {
        "order.paid": (event, context) => {
          expectTypeOf(event).toEqualTypeOf<WebhookEventOf<"order.paid">>();
          expectTypeOf(context).toEqualTypeOf<WebhookContext>();
          seen.push({
            id: context.id,
            total: event.data.totalAmount,
            timestamp: context.timestamp,
          });
        },
      },
    });
    const response = await handler(
      await webhookRequest(fixtureText("order.paid"), { id: "msg_42" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.id).toBe("msg_42");
    expect(Math.abs((seen[0]?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(seen[0]?.total).toBe(JSON.parse(fixtureText("order.paid")).data.total_amount);
  });

  it("routes each type to its own handler only", async () => {
    const paid = vi.fn();
    const canceled = vi.fn();
    const handler = createWebhookHandler({
      secret: SECRET,
      on: { "order.paid": paid, "subscription.canceled": canceled },
    });
    const response = await handler(await webhookRequest(fixtureText("subscription.canceled")));
    expect(response.status).toBe(200);
    expect(paid).not.toHaveBeenCalled();
    expect(canceled).toHaveBeenCalledOnce();
  });

  it("answers 202 when a valid known event has no handler", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const response = await handler(await webhookRequest(fixtureText("product.created")));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true, handled: false });
  });

  it("passes unknown event types to onUnknown (200), or accepts them (202) without it", async () => {
    const body = '{"type":"benefit_grant.created","data":{"id":"bg_1"}}';
    const onUnknown = vi.fn();
    const withUnknown = createWebhookHandler({ secret: SECRET, on: {}, onUnknown });
    expect((await withUnknown(await webhookRequest(body))).status).toBe(200);
    expect(onUnknown).toHaveBeenCalledWith(
      { type: "benefit_grant.created", data: { id: "bg_1" }, known: false },
      expect.objectContaining({ id: "msg_handler" }),
    );
    const without = createWebhookHandler({ secret: SECRET, on: {} });
    expect((await without(await webhookRequest(body))).status).toBe(202);
  });

  it.each([
    ["no signature headers", 400, "MISSING_REQUIRED_HEADERS", { "webhook-signature": "" }],
    [
      "a timestamp that is not a number",
      400,
      "INVALID_SIGNATURE_HEADERS",
      { "webhook-timestamp": "soon" },
    ],
    [
      "a wrong signature",
      401,
      "NO_MATCHING_SIGNATURE_FOUND",
      { "webhook-signature": `v1,${"A".repeat(43)}=` },
    ],
  ])("answers %s with %i and the spec's message", async (_, status, code, headers) => {
    const onError = vi.fn();
    const order = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: { "order.paid": order }, onError });
    const response = await handler(await webhookRequest(fixtureText("order.paid"), { headers }));
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe("string");
    expect(order).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code }),
      expect.objectContaining({ status }),
    );
  });

  it("answers 401 for a stale webhook (301 s old)", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const timestamp = Math.floor(Date.now() / 1000) - 301;
    const response = await handler(await webhookRequest(fixtureText("order.paid"), { timestamp }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "MESSAGE_TIMESTAMP_TOO_OLD",
      message: "Message timestamp too old",
    });
  });

  it("answers 400 with the issues for a signed but invalid payload", async () => {
    const payload = JSON.parse(fixtureText("order.paid"));
    payload.data.total_amount = "a lot";
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const response = await handler(await webhookRequest(JSON.stringify(payload)));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT");
    expect(body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "data.total_amount" })]),
    );
  });

  it("answers 500 when a handler throws, without leaking its message, and tells onError", async () => {
    const onError = vi.fn();
    const handler = createWebhookHandler({
      secret: SECRET,
      on: {
        "order.paid": () => {
          throw new Error("database password is hunter2");
        },
      },
      onError,
    });
    const response = await handler(
      await webhookRequest(fixtureText("order.paid"), { id: "msg_boom" }),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: "WEBHOOK_HANDLER_FAILED",
      message: "Webhook handler failed",
    });
    expect(text).not.toContain("hunter2");
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "database password is hunter2" }),
      expect.objectContaining({ status: 500, id: "msg_boom" }),
    );
  });

  it("uses the Response that onError returns, and survives an onError that throws", async () => {
    const custom = createWebhookHandler({
      secret: SECRET,
      on: {},
      onError: () => new Response("nope", { status: 418 }),
    });
    expect((await custom(new Request(URL, { method: "POST", body: "{}" }))).status).toBe(418);
    const throwing = createWebhookHandler({
      secret: SECRET,
      on: {},
      onError: () => {
        throw new Error("logger down");
      },
    });
    expect((await throwing(new Request(URL, { method: "POST", body: "{}" }))).status).toBe(400);
  });

  it("answers 405 to anything but POST", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const response = await handler(new Request(URL, { method: "GET" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
