import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { validateEvent } from "@polar-sh/sdk/webhooks";
import {
  checkoutWireSchema,
  customerStateWireSchema,
  customerWireSchema,
  orderWireSchema,
  parseWebhookEvent,
  productWireSchema,
  subscriptionWireSchema,
} from "@tollgate/billing-types";
import { createWebhookVerifier } from "@tollgate/webhook-verifier";
import { beforeEach, describe, expect, it } from "vitest";
import { createDevPlatform, type DevPlatform, seededProducts } from "../server/dev-platform";

const ORIGIN = "http://demo.test";
const BASE = `${ORIGIN}/dev-platform`;
const WEBHOOK_URL = "http://demo.test/api/auth/billing/webhooks";
const SECRET = "polar_whs_test-secret-of-the-stand-in";
const TOKEN = "polar_oat_stand-in-token";
const [PRO_MONTHLY, LIFETIME] = seededProducts();

interface Received {
  body: string;
  headers: Record<string, string>;
}

// The platform's own SDK talks to the stand-in in-process: every answer goes through the SDK's
// parsers, which throw on a shape the real platform would not send.
function setUp(): { platform: DevPlatform; polar: Polar; received: Received[] } {
  const received: Received[] = [];
  const platform = createDevPlatform({
    baseUrl: BASE,
    accessToken: TOKEN,
    webhookUrl: WEBHOOK_URL,
    webhookSecret: SECRET,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      received.push({ body: await request.text(), headers: Object.fromEntries(request.headers) });
      return new Response(JSON.stringify({ received: true }), { status: 200 });
    },
  });
  const polar = new Polar({
    accessToken: TOKEN,
    serverURL: ORIGIN,
    httpClient: new HTTPClient({
      fetcher: (input, init) => platform.handle(new Request(input, init)),
    }),
  });
  return { platform, polar, received };
}

async function pay(platform: DevPlatform, checkoutUrl: string, email: string): Promise<Response> {
  return platform.handle(
    new Request(checkoutUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://demo.test" },
      body: new URLSearchParams({ email, name: "Ada Lovelace" }),
    }),
  );
}

describe("the payments platform stand-in, through @polar-sh/sdk 0.49", () => {
  let platform: DevPlatform;
  let polar: Polar;
  let received: Received[];
  beforeEach(() => {
    ({ platform, polar, received } = setUp());
  });

  it("lists the seeded products with their prices and benefits", async () => {
    const page = await polar.products.list({ isArchived: false });
    expect(page.result.items.map((product) => product.name)).toEqual(["Pro monthly", "Lifetime"]);
    const pro = page.result.items[0];
    expect(pro?.recurringInterval).toBe("month");
    expect(pro?.prices[0]).toMatchObject({ amountType: "fixed", priceAmount: 1200 });
    expect(pro?.benefits[0]).toMatchObject({ type: "custom", description: "Pro features" });
    expect(page.result.pagination).toEqual({ totalCount: 2, maxPage: 1 });
  });

  it("creates, reads, updates and deletes a customer by external id", async () => {
    const created = await polar.customers.create({
      email: "ada@example.com",
      name: "Ada",
      externalId: "user-1",
      metadata: { plan: "free" },
    });
    expect(created).toMatchObject({ email: "ada@example.com", externalId: "user-1" });
    expect((await polar.customers.getExternal({ externalId: "user-1" })).id).toBe(created.id);
    const updated = await polar.customers.updateExternal({
      externalId: "user-1",
      customerUpdateExternalID: { email: "ada@new.example", name: "Ada L." },
    });
    expect(updated).toMatchObject({ email: "ada@new.example", name: "Ada L." });
    expect(updated.modifiedAt).toBeInstanceOf(Date);
    await polar.customers.deleteExternal({ externalId: "user-1" });
    await expect(polar.customers.getExternal({ externalId: "user-1" })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("refuses a second customer with the same email or external id, naming the field (422)", async () => {
    await polar.customers.create({ email: "ada@example.com", externalId: "user-1" });
    const sameEmail = await platform.handle(
      new Request(`${ORIGIN}/v1/customers/`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ email: "ADA@example.com", external_id: "user-2" }),
      }),
    );
    expect(sameEmail.status).toBe(422);
    expect(await sameEmail.json()).toMatchObject({
      detail: [
        { loc: ["body", "email"], msg: "A customer with this email address already exists." },
      ],
    });
    const sameExternalId = await platform.handle(
      new Request(`${ORIGIN}/v1/customers/`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ email: "bo@example.com", external_id: "user-1" }),
      }),
    );
    expect(await sameExternalId.json()).toMatchObject({
      detail: [{ loc: ["body", "external_id"] }],
    });
  });

  it("answers 401 without the access token and 422 naming a bad field", async () => {
    const anonymous = await platform.handle(new Request(`${ORIGIN}/v1/products/`));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "invalid_token" });
    const badEmail = await platform.handle(
      new Request(`${ORIGIN}/v1/customers/`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ email: "not an address" }),
      }),
    );
    expect(badEmail.status).toBe(422);
    expect(await badEmail.json()).toMatchObject({ detail: [{ loc: ["body", "email"] }] });
    const unknownProduct = await platform.handle(
      new Request(`${ORIGIN}/v1/checkouts/`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ products: ["nope"] }),
      }),
    );
    expect(await unknownProduct.json()).toMatchObject({
      detail: [{ loc: ["body", "products"], msg: "Product does not exist." }],
    });
  });

  it("sells a subscription: checkout, Pay, then the state, orders and subscriptions show it", async () => {
    await polar.customers.create({ email: "ada@example.com", externalId: "user-1" });
    const checkout = await polar.checkouts.create({
      products: [PRO_MONTHLY?.id ?? ""],
      externalCustomerId: "user-1",
      successUrl: "http://demo.test/account?checkout_id={CHECKOUT_ID}",
      returnUrl: "http://demo.test/pricing",
    });
    expect(checkout).toMatchObject({
      status: "open",
      totalAmount: 1200,
      customerEmail: "ada@example.com",
    });
    expect(checkout.url).toMatch(`${BASE}/checkout/`);

    const page = await platform.handle(new Request(checkout.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay $12.00");

    const noEmail = await pay(platform, checkout.url, "not an address");
    expect(noEmail.status).toBe(400);
    expect(await noEmail.text()).toContain("Enter the email address to send the receipt to.");
    const paid = await pay(platform, checkout.url, "ada@example.com");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `http://demo.test/account?checkout_id=${checkout.id}`,
    );
    expect((await polar.checkouts.get({ id: checkout.id })).status).toBe("succeeded");

    const state = await polar.customers.getStateExternal({ externalId: "user-1" });
    expect(state.activeSubscriptions).toHaveLength(1);
    expect(state.activeSubscriptions[0]).toMatchObject({
      status: "active",
      productId: PRO_MONTHLY?.id,
    });
    expect(state.grantedBenefits.map((grant) => grant.benefitId)).toEqual([
      PRO_MONTHLY?.benefits[0]?.id,
    ]);

    const orders = await polar.orders.list({ customerId: state.id });
    expect(orders.result.items).toHaveLength(1);
    expect(orders.result.items[0]).toMatchObject({
      status: "paid",
      billingReason: "subscription_create",
      totalAmount: 1200,
    });
    const subscriptions = await polar.subscriptions.list({ customerId: state.id });
    expect(subscriptions.result.items[0]).toMatchObject({ status: "active", amount: 1200 });

    const session = await polar.customerSessions.create({
      externalCustomerId: "user-1",
      returnUrl: "http://demo.test/account",
    });
    const portal = await platform.handle(new Request(session.customerPortalUrl));
    expect(await portal.text()).toContain("Pro monthly");

    // A paid page cannot be paid twice.
    expect((await pay(platform, checkout.url, "ada@example.com")).status).toBe(410);
  });

  it("sells a one-time product to a new customer made at checkout, with its benefit", async () => {
    const checkout = await polar.checkouts.create({
      products: [LIFETIME?.id ?? ""],
      externalCustomerId: "user-9",
      successUrl: "http://demo.test/account",
    });
    await pay(platform, checkout.url, "bo@example.com");
    const state = await polar.customers.getStateExternal({ externalId: "user-9" });
    expect(state).toMatchObject({ email: "bo@example.com", activeSubscriptions: [] });
    expect(state.grantedBenefits).toHaveLength(1);
    const orders = await polar.orders.list({ externalCustomerId: "user-9" });
    expect(orders.result.items[0]).toMatchObject({
      billingReason: "purchase",
      subscriptionId: null,
    });
  });

  it("sends every step as a signed delivery that the SDK and @tollgate/webhook-verifier accept", async () => {
    const checkout = await polar.checkouts.create({
      products: [PRO_MONTHLY?.id ?? ""],
      externalCustomerId: "user-1",
      successUrl: "http://demo.test/account",
    });
    await pay(platform, checkout.url, "ada@example.com");
    const verifier = createWebhookVerifier({ secret: SECRET, keyEncoding: "utf8" });
    const types: string[] = [];
    for (const delivery of received) {
      expect(delivery.headers["webhook-id"]).toMatch(/^msg_/);
      const sdkEvent = validateEvent(delivery.body, delivery.headers, SECRET);
      const ours = await verifier.verifyAndParse(delivery.body, delivery.headers);
      expect(ours.known).toBe(true);
      expect(ours.type).toBe(sdkEvent.type);
      expect(parseWebhookEvent(JSON.parse(delivery.body)).type).toBe(sdkEvent.type);
      types.push(ours.type);
    }
    expect(types).toEqual([
      "customer.created",
      "subscription.created",
      "order.created",
      "order.updated",
      "order.paid",
      "subscription.updated",
      "subscription.active",
      "customer.state_changed",
      "checkout.updated",
    ]);
  });

  it("replays a delivery with the same webhook-id and body, and sends an older version out of order", async () => {
    const checkout = await polar.checkouts.create({
      products: [PRO_MONTHLY?.id ?? ""],
      externalCustomerId: "user-1",
      successUrl: "http://demo.test/account",
    });
    await pay(platform, checkout.url, "ada@example.com");
    const deliveries = platform.deliveries.list();
    const paid = deliveries.find((delivery) => delivery.type === "order.paid");
    const created = deliveries.find((delivery) => delivery.type === "subscription.created");
    if (!paid || !created)
      throw new Error("the purchase sent no order.paid or subscription.created");
    const before = received.length;

    const replay = await platform.handle(
      new Request(`${BASE}/console/deliveries/${paid.id}/replay`, { method: "POST" }),
    );
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe(`${BASE}/console?done=replayed`);
    const again = received[before];
    expect(again?.headers["webhook-id"]).toBe(paid.id);
    expect(again?.body).toBe(paid.body);
    expect(platform.deliveries.find(paid.id)?.attempts.map((attempt) => attempt.reason)).toEqual([
      "original",
      "replay",
    ]);

    expect(platform.deliveries.hasNewerVersion(created)).toBe(true);
    // subscription.updated and subscription.active carry the same version: neither is older.
    const updated = deliveries.find((delivery) => delivery.type === "subscription.updated");
    if (!updated) throw new Error("no subscription.updated");
    expect(platform.deliveries.hasNewerVersion(updated)).toBe(false);
    await platform.handle(
      new Request(`${BASE}/console/deliveries/${created.id}/out-of-order`, { method: "POST" }),
    );
    const late = received[before + 1];
    expect(late?.headers["webhook-id"]).not.toBe(created.id);
    expect(late?.body).toBe(created.body);
    expect(JSON.parse(late?.body ?? "{}").data.status).toBe("incomplete");

    // The newest version of an entity has nothing newer: out of order is refused in words.
    const newest = platform.deliveries
      .list()
      .find((delivery) => delivery.type === "subscription.active");
    if (!newest) throw new Error("no subscription.active");
    const refused = await platform.handle(
      new Request(`${BASE}/console/deliveries/${newest.id}/out-of-order`, { method: "POST" }),
    );
    const console = await platform.handle(new Request(refused.headers.get("location") ?? ""));
    expect(await console.text()).toContain(
      "Nothing newer about this entity was delivered after it",
    );
  });

  it("refuses a checkout form posted from another site", async () => {
    const checkout = await polar.checkouts.create({
      products: [PRO_MONTHLY?.id ?? ""],
      successUrl: "http://demo.test/account",
    });
    const response = await platform.handle(
      new Request(checkout.url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
        },
        body: new URLSearchParams({ email: "ada@example.com" }),
      }),
    );
    expect(response.status).toBe(403);
    const crossSite = await platform.handle(
      new Request(checkout.url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "null",
          "sec-fetch-site": "cross-site",
        },
        body: new URLSearchParams({ email: "ada@example.com" }),
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(received).toEqual([]);
    // A browser on the page itself: Origin "null" (no-referrer policy), Sec-Fetch-Site same-origin.
    const own = await platform.handle(
      new Request(checkout.url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "null",
          "sec-fetch-site": "same-origin",
        },
        body: new URLSearchParams({ email: "ada@example.com" }),
      }),
    );
    expect(own.status).toBe(303);
  });

  it("answers in shapes @tollgate/billing-types' wire schemas accept (what the billing plugin parses)", async () => {
    const raw = async (path: string, init: RequestInit = {}) => {
      const response = await platform.handle(
        new Request(`${ORIGIN}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        }),
      );
      return response.json();
    };
    const customer = await raw("/v1/customers/", {
      method: "POST",
      body: JSON.stringify({ email: "ada@example.com", external_id: "user-1" }),
    });
    expect(customerWireSchema.parse(customer)).toEqual(customer);
    const checkout = await raw("/v1/checkouts/", {
      method: "POST",
      body: JSON.stringify({ products: [PRO_MONTHLY?.id], external_customer_id: "user-1" }),
    });
    checkoutWireSchema.parse(checkout);
    await pay(platform, checkout.url, "ada@example.com");
    for (const product of (await raw("/v1/products/")).items) productWireSchema.parse(product);
    for (const order of (await raw("/v1/orders/?external_customer_id=user-1")).items)
      orderWireSchema.parse(order);
    const subscriptions = await raw("/v1/subscriptions/?external_customer_id=user-1");
    expect(subscriptions.items).toHaveLength(1);
    subscriptionWireSchema.parse(subscriptions.items[0]);
    const state = customerStateWireSchema.parse(await raw("/v1/customers/external/user-1/state"));
    expect(state.granted_benefits).toHaveLength(1);
  });

  it("cancels at the period's end from the customer portal, with the platform's events", async () => {
    const checkout = await polar.checkouts.create({
      products: [PRO_MONTHLY?.id ?? ""],
      externalCustomerId: "user-1",
      successUrl: "http://demo.test/account",
    });
    await pay(platform, checkout.url, "ada@example.com");
    const session = await polar.customerSessions.create({ externalCustomerId: "user-1" });
    const subscription = (await polar.subscriptions.list({ externalCustomerId: "user-1" })).result
      .items[0];
    const before = received.length;
    const cancel = await platform.handle(
      new Request(`${BASE}/portal/cancel-subscription`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          customer_session_token: session.token,
          subscription_id: subscription?.id ?? "",
          confirm: "yes",
        }),
      }),
    );
    expect(cancel.status).toBe(303);
    const types = received.slice(before).map((delivery) => JSON.parse(delivery.body).type);
    expect(types).toEqual([
      "subscription.updated",
      "subscription.canceled",
      "customer.state_changed",
    ]);
    const after = await polar.subscriptions.get({ id: subscription?.id ?? "" });
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(after.endsAt).toEqual(after.currentPeriodEnd);
    const page = await platform.handle(new Request(session.customerPortalUrl));
    expect(await page.text()).toContain("ends on");
  });
});
