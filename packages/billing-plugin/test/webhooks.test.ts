import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { WEBHOOK_EVENT_TYPES } from "@tollgate/billing-types";
import { createWebhookSigner } from "@tollgate/webhook-verifier";
import { validateEvent, WebhookVerificationError } from "polar-sdk/webhooks.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_HANDLER_NAMES, type WebhookHandlers } from "../src/index";
import { billingServer, signedDelivery, WEBHOOK_SECRET } from "./support/billing-server";
import { fixture } from "./support/fixtures";

type Json = Record<string, unknown>;

/** A customer.state_changed payload for `externalId`, with one active subscription. */
function stateChanged(externalId: string, customerId: string, at: string, changes: Json = {}) {
  const event = fixture("customer.state_changed");
  return {
    ...event,
    timestamp: at,
    data: { ...event.data, id: customerId, external_id: externalId, ...changes },
  };
}

function subscriptionEvent(type: string, id: string, modifiedAt: string, changes: Json = {}) {
  const event = fixture(type);
  return { ...event, data: { ...event.data, id, modified_at: modifiedAt, ...changes } };
}

async function server(database: TestDatabase, handlers: WebhookHandlers = {}, secret?: string) {
  return billingServer(
    {
      createCustomerOnSignUp: false,
      webhooks: { secret: secret ?? "polar_whs_test_secret_0123456789", ...handlers },
    },
    { database: { db: database.db, type: database.dialect } },
  );
}

describe.each(testDatabases())("webhooks on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("applies a signed delivery once: the state is stored, the typed handlers run, a retried delivery is acknowledged without running them again", async () => {
    const seen: string[] = [];
    const { t } = await server(database, {
      onPayload: (event) => {
        seen.push(`payload:${event.type}`);
      },
      onCustomerStateChanged: (event) => {
        seen.push(`state:${event.data.externalId}:${event.data.activeSubscriptions.length}`);
      },
    });
    const userId = `user_${crypto.randomUUID()}`;
    const delivery = await signedDelivery(
      stateChanged(userId, crypto.randomUUID(), "2026-01-01T10:00:00Z"),
    );

    const first = await t.auth.handler(delivery.request());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "applied" });
    const again = await t.auth.handler(delivery.request());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });

    expect(seen).toEqual([`payload:customer.state_changed`, `state:${userId}:1`]);
    const subscribed = fixture("customer.state_changed").data.active_subscriptions as Json[];
    const productId = String(subscribed[0]?.product_id);
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(true);
    expect(
      await t.auth.api.hasActiveSubscription({ body: { referenceId: userId, productId } }),
    ).toBe(true);
    expect(
      await t.auth.api.hasActiveSubscription({
        body: { referenceId: userId, productId: "another-product" },
      }),
    ).toBe(false);
    expect(
      await t.auth.api.hasBenefit({
        body: { referenceId: userId, benefitId: "11111111-aaaa-4bbb-8ccc-000000000001" },
      }),
    ).toBe(true);
    expect(
      await t.auth.api.hasBenefit({ body: { referenceId: userId, benefitId: "no-such-benefit" } }),
    ).toBe(false);
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: "nobody" } })).toBe(false);
  });

  it("does not move a customer's state backwards: an older state arriving late is acknowledged as stale and changes nothing", async () => {
    const seen: string[] = [];
    const { t } = await server(database, {
      onCustomerStateChanged: (event) => {
        seen.push(String(event.timestamp?.toISOString()));
      },
    });
    const userId = `user_${crypto.randomUUID()}`;
    const customerId = crypto.randomUUID();
    const newer = await signedDelivery(
      stateChanged(userId, customerId, "2026-01-02T10:00:00Z", { active_subscriptions: [] }),
    );
    const older = await signedDelivery(stateChanged(userId, customerId, "2026-01-01T10:00:00Z"));

    expect(await (await t.auth.handler(newer.request())).json()).toMatchObject({
      outcome: "applied",
    });
    const late = await t.auth.handler(older.request());
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ received: true, outcome: "stale" });

    expect(seen).toEqual(["2026-01-02T10:00:00.000Z"]);
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(false);
  });

  it("compares a subscription's deliveries by modified_at: subscription.updated older than the applied one is not dispatched", async () => {
    const handled: string[] = [];
    const { t } = await server(database, {
      onSubscriptionUpdated: (event) => {
        handled.push(`updated:${event.data.status}`);
      },
      onSubscriptionCanceled: (event) => {
        handled.push(`canceled:${event.data.status}`);
      },
    });
    const id = crypto.randomUUID();
    const canceled = await signedDelivery(
      subscriptionEvent("subscription.canceled", id, "2026-02-01T00:00:02Z", {
        status: "canceled",
      }),
    );
    const earlierUpdate = await signedDelivery(
      subscriptionEvent("subscription.updated", id, "2026-02-01T00:00:01Z", { status: "active" }),
    );
    const laterUpdate = await signedDelivery(
      subscriptionEvent("subscription.updated", id, "2026-02-01T00:00:03Z", { status: "active" }),
    );
    for (const delivery of [canceled, earlierUpdate, laterUpdate])
      expect((await t.auth.handler(delivery.request())).status).toBe(200);
    expect(handled).toEqual(["canceled:canceled", "updated:active"]);
  });

  it("rolls a delivery back when a handler throws (500 WEBHOOK_HANDLER_FAILED), and the platform's retry of it is applied", async () => {
    let attempts = 0;
    const { t, logs } = await server(database, {
      onCustomerStateChanged: () => {
        attempts++;
        if (attempts === 1) throw new Error("the app's database is busy");
      },
    });
    const userId = `user_${crypto.randomUUID()}`;
    const delivery = await signedDelivery(
      stateChanged(userId, crypto.randomUUID(), "2026-03-01T10:00:00Z"),
    );

    const failed = await t.auth.handler(delivery.request());
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      code: "WEBHOOK_HANDLER_FAILED",
      message: "Webhook handler failed",
    });
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(false);
    expect(logs.some((log) => log.level === "error" && log.message.includes(delivery.id))).toBe(
      true,
    );

    const retried = await t.auth.handler(delivery.request());
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, outcome: "applied" });
    expect(attempts).toBe(2);
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(true);
  });

  it("runs the handler once for 5 concurrent deliveries of one webhook-id", async () => {
    let runs = 0;
    const { t } = await server(database, {
      onOrderPaid: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const delivery = await signedDelivery({
      ...fixture("order.paid"),
      data: { ...fixture("order.paid").data, id: crypto.randomUUID() },
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.auth.handler(delivery.request())),
    );
    const outcomes = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(outcomes.filter((o) => o.outcome === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "duplicate")).toHaveLength(4);
    expect(runs).toBe(1);
  });

  it("applies 4 different deliveries about one new entity arriving at once: all answered 200, the newest state kept", async () => {
    const { t } = await server(database);
    const userId = `user_${crypto.randomUUID()}`;
    const customerId = crypto.randomUUID();
    const deliveries = await Promise.all(
      [1, 2, 3, 4].map((hour) =>
        signedDelivery(
          stateChanged(userId, customerId, `2026-05-01T0${hour}:00:00Z`, {
            active_subscriptions:
              hour === 4 ? [] : fixture("customer.state_changed").data.active_subscriptions,
          }),
        ),
      ),
    );
    const answers = await Promise.all(
      deliveries.map((delivery) => t.auth.handler(delivery.request())),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => (await answer.json()).outcome),
    );
    expect(outcomes.every((outcome) => outcome === "applied" || outcome === "stale")).toBe(true);
    // The 04:00 state (no subscription) is the newest, whatever the order they were applied in.
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(false);
  });

  it("acknowledges an unknown event type (200, logged) without dispatching it", async () => {
    const seen: string[] = [];
    const { t, logs } = await server(database, {
      onPayload: (event) => {
        seen.push(event.type);
      },
    });
    const delivery = await signedDelivery({
      type: "benefit_grant.created",
      timestamp: "2026-01-01T00:00:00Z",
      data: { id: "g1" },
    });
    const answer = await t.auth.handler(delivery.request());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: "unknown_type" });
    expect(seen).toEqual([]);
    expect(
      logs.some((log) => log.level === "warn" && log.message.includes("benefit_grant.created")),
    ).toBe(true);
  });

  it("drops a customer's state on customer.deleted", async () => {
    const { t } = await server(database);
    const userId = `user_${crypto.randomUUID()}`;
    const customerId = crypto.randomUUID();
    await t.auth.handler(
      (await signedDelivery(stateChanged(userId, customerId, "2026-01-01T00:00:00Z"))).request(),
    );
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(true);
    const deleted = fixture("customer.deleted");
    const answer = await t.auth.handler(
      (
        await signedDelivery({
          ...deleted,
          data: {
            ...deleted.data,
            id: customerId,
            external_id: userId,
            modified_at: "2026-01-02T00:00:00Z",
          },
        })
      ).request(),
    );
    expect(answer.status).toBe(200);
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(false);

    // A state emitted before the deletion, delivered after it, does not bring it back.
    const late = await t.auth.handler(
      (await signedDelivery(stateChanged(userId, customerId, "2026-01-01T12:00:00Z"))).request(),
    );
    expect(await late.json()).toEqual({ received: true, outcome: "stale" });
    expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(false);
  });
});

describe("dispatch", () => {
  it("each of the 21 event types reaches its own handler (after onPayload), with the typed event", async () => {
    const calls: string[] = [];
    const handlers: WebhookHandlers = {
      onPayload: (event) => void calls.push(`payload:${event.type}`),
    };
    for (const name of Object.values(WEBHOOK_HANDLER_NAMES))
      Object.assign(handlers, {
        [name]: (event: { type: string; known: boolean }) =>
          void calls.push(`${name}:${event.type}:${event.known}`),
      });
    const { t } = await billingServer({
      createCustomerOnSignUp: false,
      webhooks: { secret: WEBHOOK_SECRET, ...handlers },
    });
    for (const type of WEBHOOK_EVENT_TYPES) {
      // A fresh entity each: the fixtures share ids, and an older one would be stale.
      const event = fixture(type);
      const payload = { ...event, data: { ...event.data, id: crypto.randomUUID() } };
      const answer = await t.auth.handler((await signedDelivery(payload)).request());
      expect({ type, status: answer.status }).toEqual({ type, status: 200 });
    }
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(21);
    expect(calls).toEqual(
      WEBHOOK_EVENT_TYPES.flatMap((type) => [
        `payload:${type}`,
        `${WEBHOOK_HANDLER_NAMES[type]}:${type}:true`,
      ]),
    );
  });
});

describe("webhook refusals", () => {
  it("answers 401 NO_MATCHING_SIGNATURE_FOUND for a body signed with another secret, and runs nothing", async () => {
    let runs = 0;
    const { t } = await billingServer({
      createCustomerOnSignUp: false,
      webhooks: {
        secret: "polar_whs_test_secret_0123456789",
        onPayload: () => {
          runs++;
        },
      },
    });
    const forged = await signedDelivery(fixture("order.paid"), { secret: "another-secret" });
    const answer = await t.auth.handler(forged.request());
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      code: "NO_MATCHING_SIGNATURE_FOUND",
      message: "No matching signature found",
    });
    expect(runs).toBe(0);
  });

  it("answers 401 for a body changed after signing (the signature is over the raw bytes)", async () => {
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const delivery = await signedDelivery(fixture("order.paid"));
    const tampered = new Request(delivery.request(), {
      body: JSON.stringify(JSON.parse(delivery.body)),
    });
    const answer = await t.auth.handler(tampered);
    expect(answer.status).toBe(401);
    expect((await answer.json()).code).toBe("NO_MATCHING_SIGNATURE_FOUND");
  });

  it("answers 401 MESSAGE_TIMESTAMP_TOO_OLD for a delivery signed more than 300 s ago", async () => {
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const body = JSON.stringify(fixture("order.paid"));
    const { headers } = await createWebhookSigner({
      secret: WEBHOOK_SECRET,
      keyEncoding: "utf8",
    }).sign({ id: "msg_old", body, timestamp: Math.floor(Date.now() / 1000) - 301 });
    const answer = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/billing/webhooks", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body,
      }),
    );
    expect(answer.status).toBe(401);
    expect((await answer.json()).code).toBe("MESSAGE_TIMESTAMP_TOO_OLD");
  });

  it("signs as the platform does: the platform SDK's validateEvent accepts the test deliveries' signatures", async () => {
    const delivery = await signedDelivery(fixture("order.paid"));
    // The SDK checks the signature first, then parses the event with its own (newer) schemas:
    // anything but its WebhookVerificationError means the signature was accepted.
    const outcome = (secret: string) => {
      try {
        validateEvent(delivery.body, delivery.headers, secret);
        return "accepted";
      } catch (error) {
        return error instanceof WebhookVerificationError ? "refused" : "accepted";
      }
    };
    expect(outcome(WEBHOOK_SECRET)).toBe("accepted");
    expect(outcome("another-secret")).toBe("refused");
  });

  it("answers 400 MISSING_REQUIRED_HEADERS without the webhook headers", async () => {
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const answer = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/billing/webhooks", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fixture("order.paid")),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: "MISSING_REQUIRED_HEADERS",
      message: "Missing required headers",
    });
  });

  it("answers 400 WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT for a signed body that is not an event", async () => {
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const delivery = await signedDelivery({ type: "order.paid", data: { id: 5 } });
    const answer = await t.auth.handler(delivery.request());
    expect(answer.status).toBe(400);
    expect((await answer.json()).code).toBe("WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT");
  });

  it("accepts deliveries at the /polar/webhooks alias too", async () => {
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const delivery = await signedDelivery(fixture("order.paid"), { path: "/polar/webhooks" });
    const answer = await t.auth.handler(delivery.request());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
  });

  it("answers 404 WEBHOOKS_ARE_NOT_CONFIGURED without a webhook secret", async () => {
    const { createTestAuth } = await import("@tollgate/auth-server/testing");
    const { billing } = await import("../src/index");
    const t = await createTestAuth({
      plugins: [billing({ accessToken: "x", baseURL: "https://platform.test" })],
    });
    const delivery = await signedDelivery(fixture("order.paid"));
    const answer = await t.auth.handler(delivery.request());
    expect(answer.status).toBe(404);
    expect((await answer.json()).code).toBe("WEBHOOKS_ARE_NOT_CONFIGURED");
  });
});

describe("webhooks over node:http (toNodeHandler)", () => {
  it("verifies the raw body the server read itself, and applies the delivery", async () => {
    const { createServer } = await import("node:http");
    const { toNodeHandler } = await import("@tollgate/auth-server");
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const server = createServer(toNodeHandler(t.auth));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const userId = `user_${crypto.randomUUID()}`;
      const delivery = await signedDelivery(
        stateChanged(userId, crypto.randomUUID(), "2026-01-01T00:00:00Z"),
      );
      const answer = await fetch(`http://127.0.0.1:${port}/api/auth/billing/webhooks`, {
        method: "POST",
        headers: { ...delivery.headers, "content-type": "application/json" },
        body: delivery.body,
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
      expect(await t.auth.api.hasActiveSubscription({ body: { referenceId: userId } })).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("webhooks behind a framework that parsed the body first", () => {
  it("answers 400 RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED (the signature cannot be checked)", async () => {
    const { createServer } = await import("node:http");
    const { toNodeHandler } = await import("@tollgate/auth-server");
    const { t } = await billingServer({ createCustomerOnSignUp: false });
    const handler = toNodeHandler(t.auth);
    // What Express's json() leaves: the parsed object on req.body, the stream consumed.
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        Object.assign(req, { body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        void handler(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const delivery = await signedDelivery(fixture("order.paid"));
      const answer = await fetch(`http://127.0.0.1:${port}/api/auth/billing/webhooks`, {
        method: "POST",
        headers: { ...delivery.headers, "content-type": "application/json" },
        body: delivery.body,
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        code: "RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED",
        message: "Raw body required but the request body was already parsed",
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
