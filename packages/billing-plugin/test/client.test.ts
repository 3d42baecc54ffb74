import { createAuthClient } from "@tollgate/auth-client-react/vanilla";
import { CookieCarrier, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import type { CustomerState } from "@tollgate/billing-types";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  vi,
} from "vitest";
import { billingClient } from "../src/client";
import { billingServer } from "./support/billing-server";
import { createPlatformDouble } from "./support/platform-double";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

// The store fetches only in a browser (where `window` exists); `{ url, redirect: true }`
// answers navigate it (location.href).
beforeEach(() => {
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("location", { href: `${TEST_BASE_URL}/pricing` });
});
afterEach(() => void vi.unstubAllGlobals());

async function signedInClient() {
  const { t } = await billingServer();
  const jar = new CookieCarrier();
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [billingClient()],
    fetchOptions: {
      customFetchImpl: async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set("origin", TEST_BASE_URL);
        const cookie = jar.header();
        if (cookie) headers.set("cookie", cookie);
        const response = await t.auth.handler(new Request(input, { ...init, headers }));
        jar.take(response);
        return response;
      },
    },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
  });
  const signUp = await client.signUp.email({
    email: `client-${crypto.randomUUID()}@example.com`,
    password: "correct horse battery",
    name: "Client",
  });
  return { client, userId: signUp.data?.user.id ?? "" };
}

describe("billingClient", () => {
  it("checkout, portal, state, orders and subscriptions through the typed client", async () => {
    const { client, userId } = await signedInClient();
    const checkout = await client.checkout({ slug: "pro" });
    expect(checkout.data).toEqual({
      url: expect.stringContaining("checkout.test"),
      redirect: true,
    });
    expectTypeOf(checkout.data).toEqualTypeOf<{ url: string; redirect: boolean } | null>();
    // redirect: true — the client went to the checkout page, as polarClient does.
    expect(location.href).toBe(checkout.data?.url);

    const portal = await client.customer.portal({ redirect: false });
    expect(portal.data).toEqual({ url: "https://portal.test/session", redirect: false });
    expect(location.href).toBe(checkout.data?.url);
    const state = await client.customer.state();
    expect(state.data?.externalId).toBe(userId);
    expectTypeOf(state.data).toEqualTypeOf<CustomerState | null>();
    const orders = await client.customer.orders.list({ query: { limit: 5 } });
    expect(orders.data?.items).toHaveLength(1);
    const subscriptions = await client.customer.subscriptions.list({ query: { active: "true" } });
    expect(subscriptions.data?.pagination).toEqual({ totalCount: 1, maxPage: 1 });
    expect(platform.callsTo("GET", "/v1/orders/")[0]?.query.limit).toBe("5");
  });

  it("an unknown slug answers the catalogue's error", async () => {
    const { client } = await signedInClient();
    const { data, error } = await client.checkout({ slug: "enterprise" });
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, code: "PRODUCT_NOT_FOUND" });
  });

  it("the customerState store fetches on mount and again once a checkout returns", async () => {
    const { client, userId } = await signedInClient();
    const store = client.$store.atoms.customerState;
    const stop = store.listen(() => {});
    await vi.waitFor(() => expect(store.get().data?.externalId).toBe(userId));
    const before = platform.callsTo("GET", "/v1/customers/external/").length;

    await client.checkout({ slug: "pro" });
    await vi.waitFor(() =>
      expect(
        platform
          .callsTo("GET", "/v1/customers/external/")
          .slice(before)
          .some((call) => call.path.endsWith("/state")),
      ).toBe(true),
    );
    await vi.waitFor(() => expect(store.get().isRefetching).toBe(false));
    expect(store.get().data?.externalId).toBe(userId);
    stop();
  });
});
