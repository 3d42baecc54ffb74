import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { billingServer, PRODUCTS } from "./support/billing-server";
import { fixture } from "./support/fixtures";
import { createPlatformDouble } from "./support/platform-double";
import { sdkRequest, withoutAuthorization } from "./support/sdk-oracle";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

const productId = PRODUCTS[0]?.productId ?? "";

async function signedIn(overrides: Parameters<typeof billingServer>[0] = {}) {
  const { t, logs } = await billingServer(overrides);
  const { user, cookies } = await t.signUp({ email: `u-${crypto.randomUUID()}@example.com` });
  platform.calls.length = 0;
  return { t, logs, user, cookies };
}

describe("checkout", () => {
  it("by slug, for the signed-in user: { url, redirect } and the SDK's own request body", async () => {
    const { t, user, cookies } = await signedIn();
    const { status, data } = await t.json<{ url: string; redirect: boolean }>("/checkout", {
      body: { slug: "pro", metadata: { plan: "pro" }, referenceId: "team-1" },
      cookies,
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.test\//),
      redirect: true,
    });
    const [sent] = platform.callsTo("POST", "/v1/checkouts/");
    const expected = await sdkRequest(platform, (sdk) =>
      sdk.checkouts.create({
        products: [productId],
        externalCustomerId: user.id,
        successUrl: "http://localhost:3000/success?checkout_id={CHECKOUT_ID}",
        metadata: { referenceId: "team-1", plan: "pro" },
        allowDiscountCodes: true,
      }),
    );
    // The SDK also writes out three fields at the API's own defaults; we leave them to the API.
    const { allow_trial, is_business_customer, require_billing_address, ...sdkBody } =
      expected.body as Record<string, unknown>;
    expect({ allow_trial, is_business_customer, require_billing_address }).toEqual({
      allow_trial: true,
      is_business_customer: false,
      require_billing_address: false,
    });
    expect(withoutAuthorization(sent)).toEqual({ ...expected, body: sdkBody });
  });

  it("by product ids, redirect: false, without a session when authenticatedUsersOnly is off", async () => {
    const { t } = await billingServer();
    const { status, data } = await t.json<{ redirect: boolean }>("/checkout", {
      body: { products: [productId, "second"], redirect: false },
      cookies: null,
    });
    expect(status).toBe(200);
    expect(data.redirect).toBe(false);
    const [sent] = platform.callsTo("POST", "/v1/checkouts/");
    expect(sent?.body).toMatchObject({ products: [productId, "second"] });
    expect(sent?.body).not.toHaveProperty("external_customer_id");
  });

  it("refuses an unknown slug (400 PRODUCT_NOT_FOUND, field slug), no product (400), and no session when authenticatedUsersOnly (401)", async () => {
    const { t, cookies } = await signedIn({ authenticatedUsersOnly: true });
    const unknown = await t.json("/checkout", { body: { slug: "enterprise" }, cookies });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({
      code: "PRODUCT_NOT_FOUND",
      message: "Product not found",
      field: "slug",
    });
    const none = await t.json("/checkout", { body: {}, cookies });
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ code: "PRODUCTS_OR_SLUG_IS_REQUIRED", field: "products" });
    const anonymous = await t.json("/checkout", { body: { slug: "pro" }, cookies: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toMatchObject({ code: "YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT" });
    const badUrl = await t.json<{ code: string }>("/checkout", {
      body: { slug: "pro", successUrl: "not a url" },
      cookies,
    });
    expect(badUrl.status).toBe(400);
    expect(platform.callsTo("POST", "/v1/checkouts/")).toHaveLength(0);
  });

  it("retries 503s, a 429 and network errors with backoff, then succeeds", async () => {
    const { t, cookies } = await signedIn();
    platform.failNext(2, 503);
    const first = await t.json("/checkout", { body: { slug: "pro" }, cookies });
    expect(first.status).toBe(200);
    platform.failNext(1, 429);
    const second = await t.json("/checkout", { body: { slug: "pro" }, cookies });
    expect(second.status).toBe(200);
    platform.failNext(2, "network");
    const third = await t.json("/checkout", { body: { slug: "pro" }, cookies });
    expect(third.status).toBe(200);
  });

  it("answers 503 PAYMENTS_PLATFORM_UNAVAILABLE when the platform stays down, and 502 CHECKOUT_CREATION_FAILED when it refuses", async () => {
    const { t, cookies, logs } = await signedIn();
    platform.state.down = true;
    const down = await t.json("/checkout", { body: { slug: "pro" }, cookies });
    expect(down.status).toBe(503);
    expect(down.data).toEqual({
      code: "PAYMENTS_PLATFORM_UNAVAILABLE",
      message: "Payments platform unavailable",
    });
    platform.state.down = false;
    platform.failNext(1, 422);
    const refused = await t.json("/checkout", { body: { slug: "pro" }, cookies });
    expect(refused.status).toBe(502);
    expect(refused.data).toEqual({
      code: "CHECKOUT_CREATION_FAILED",
      message: "Checkout creation failed",
    });
    expect(logs.some((log) => log.level === "error" && log.message.includes("422"))).toBe(true);
  });

  it("gives up on a platform that does not answer within timeoutMs", async () => {
    const { createPlatformClient, isPlatformError } = await import("../src/index");
    const { http, delay, HttpResponse } = await import("msw");
    platform.server.use(
      http.get("https://slow.test/v1/customers/external/:id", async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const client = createPlatformClient({
      accessToken: "x",
      baseURL: "https://slow.test",
      timeoutMs: 20,
      retries: 1,
      backoffMs: 1,
    });
    const failure = await client.getCustomerByExternalId("u1").catch((error: unknown) => error);
    expect(isPlatformError(failure) && failure.code).toBe("PAYMENTS_PLATFORM_UNAVAILABLE");
  });
});

describe("customer portal, state, orders and subscriptions", () => {
  it("GET /customer/portal → the customer session's portal URL (SDK's body)", async () => {
    const { t, user, cookies } = await signedIn({ returnUrl: "/account" });
    const { status, data } = await t.json("/customer/portal", { cookies });
    expect(status).toBe(200);
    expect(data).toEqual({ url: "https://portal.test/session", redirect: true });
    const [sent] = platform.callsTo("POST", "/v1/customer-sessions/");
    const expected = await sdkRequest(platform, (sdk) =>
      sdk.customerSessions.create({
        externalCustomerId: user.id,
        returnUrl: "http://localhost:3000/account",
      }),
    );
    expect(withoutAuthorization(sent)).toEqual(expected);
  });

  it("POST /customer/portal {redirect: false} → the portal URL, not to be followed", async () => {
    const { t, cookies } = await signedIn();
    const { status, data } = await t.json("/customer/portal", {
      body: { redirect: false },
      cookies,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ url: "https://portal.test/session", redirect: false });
  });

  it("GET /customer/state → the platform's state in client form (GET by external id, as the SDK)", async () => {
    const { t, user, cookies } = await signedIn();
    const { status, data } = await t.json<{ externalId: string; activeSubscriptions: unknown[] }>(
      "/customer/state",
      { cookies },
    );
    expect(status).toBe(200);
    expect(data.externalId).toBe(user.id);
    expect(data.activeSubscriptions).toHaveLength(1);
    const sent = platform.callsTo("GET", "/v1/customers/external/").at(-1);
    const expected = await sdkRequest(platform, (sdk) =>
      sdk.customers.getStateExternal({ externalId: user.id }),
    );
    expect(withoutAuthorization(sent)).toEqual(expected);
  });

  it("GET /customer/orders/list and /customer/subscriptions/list → pages in client form, queried by external_customer_id", async () => {
    const { t, user, cookies } = await signedIn();
    const orders = await t.json<{ items: { id: string }[]; pagination: unknown }>(
      "/customer/orders/list",
      { query: { page: "1", limit: "10" }, cookies },
    );
    expect(orders.status).toBe(200);
    expect(orders.data.items[0]?.id).toBe(fixture("order.paid").data.id);
    expect(orders.data.pagination).toEqual({ totalCount: 1, maxPage: 1 });
    const subscriptions = await t.json<{ items: { status: string }[] }>(
      "/customer/subscriptions/list",
      { query: { active: "true", page: "1", limit: "10" }, cookies },
    );
    expect(subscriptions.status).toBe(200);
    expect(subscriptions.data.items[0]?.status).toBe(fixture("subscription.active").data.status);

    const [ordersCall] = platform.callsTo("GET", "/v1/orders/");
    const [subscriptionsCall] = platform.callsTo("GET", "/v1/subscriptions/");
    expect(withoutAuthorization(ordersCall)).toEqual(
      await sdkRequest(platform, (sdk) =>
        sdk.orders.list({ externalCustomerId: user.id, page: 1, limit: 10 }),
      ),
    );
    expect(withoutAuthorization(subscriptionsCall)).toEqual(
      await sdkRequest(platform, (sdk) =>
        sdk.subscriptions.list({ externalCustomerId: user.id, active: true, page: 1, limit: 10 }),
      ),
    );
  });

  it("needs a session (401) and names a bad query field (400)", async () => {
    const { t, cookies } = await signedIn();
    expect((await t.json("/customer/state", { cookies: null })).status).toBe(401);
    const bad = await t.json<{ code: string }>("/customer/orders/list", {
      query: { limit: "0" },
      cookies,
    });
    expect(bad.status).toBe(400);
  });
});
