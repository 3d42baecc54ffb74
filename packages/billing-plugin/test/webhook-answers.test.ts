import { createWebhookSigner } from "@tollgate/webhook-verifier";
import { describe, expect, it } from "vitest";
import { billingServer, WEBHOOK_SECRET } from "./support/billing-server";
import { fixture } from "./support/fixtures";

const signer = createWebhookSigner({ secret: WEBHOOK_SECRET, keyEncoding: "utf8" });

type Server = Awaited<ReturnType<typeof billingServer>>["t"];

/**
 * Delivers `payload` through the test client, so the answer is held against the route's
 * documented responseSchema: the signature covers JSON.stringify(payload), the text it sends.
 */
async function deliver(t: Server, path: string, payload: unknown, id: string) {
  const { headers } = await signer.sign({ id, body: JSON.stringify(payload) });
  return t.json(path, { body: payload, headers: { ...headers }, cookies: null });
}

describe("the webhook routes' answers, as the OpenAPI document describes them", () => {
  it.each(["/billing/webhooks", "/polar/webhooks"])(
    "%s acknowledges a delivery { received: true, outcome }: applied, then duplicate, and unknown_type",
    async (path) => {
      const { t } = await billingServer({ createCustomerOnSignUp: false });
      const event = fixture("subscription.active");
      const id = `msg_${crypto.randomUUID()}`;
      expect((await deliver(t, path, event, id)).data).toEqual({
        received: true,
        outcome: "applied",
      });
      expect((await deliver(t, path, event, id)).data).toEqual({
        received: true,
        outcome: "duplicate",
      });
      const unknown = { type: "payout.created", timestamp: event.timestamp, data: { id: "p_1" } };
      const other = await deliver(t, path, unknown, `msg_${crypto.randomUUID()}`);
      expect(other.status).toBe(200);
      expect(other.data).toEqual({ received: true, outcome: "unknown_type" });
    },
  );
});
