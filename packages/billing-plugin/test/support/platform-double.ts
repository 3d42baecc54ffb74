import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { entity } from "./fixtures";

export const PLATFORM_URL = "https://platform.test";
export const PLATFORM_TOKEN = "polar_oat_test_token";

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

type Json = Record<string, unknown>;

/**
 * The payments platform at the network edge (msw): its API v1 paths, customers by external id
 * kept in memory, every request recorded. `failNext(n, status)` answers the next n requests
 * with that status (a 503 outage, a 429) or a network error, `down = true` answers every
 * request 503.
 */
export function createPlatformDouble() {
  const customers = new Map<string, Json>();
  const calls: RecordedCall[] = [];
  let failures: { count: number; status: number | "network" } = { count: 0, status: 503 };
  const state = { down: false };

  const record = async (request: Request, params: Record<string, unknown> = {}) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get("authorization"),
    });
    void params;
    if (state.down) return HttpResponse.json({ detail: "down" }, { status: 503 });
    if (failures.count > 0) {
      failures.count--;
      if (failures.status === "network") return HttpResponse.error();
      return HttpResponse.json({ detail: "failing" }, { status: failures.status });
    }
    return null;
  };
  const notFound = () =>
    HttpResponse.json({ error: "ResourceNotFound", detail: "Not found" }, { status: 404 });
  const externalId = (value: unknown) => String(value);

  const handlers = [
    http.post(`${PLATFORM_URL}/v1/customers/`, async ({ request }) => {
      const failed = await record(request);
      if (failed) return failed;
      const body = (await request.json()) as Json;
      const id = externalId(body.external_id);
      if (customers.has(id))
        return HttpResponse.json({ detail: "external_id already exists" }, { status: 422 });
      const customer = entity("customer.created", { ...body, id: crypto.randomUUID() });
      customers.set(id, customer);
      return HttpResponse.json(customer, { status: 201 });
    }),
    http.get(`${PLATFORM_URL}/v1/customers/external/:id/state`, async ({ request, params }) => {
      const failed = await record(request);
      if (failed) return failed;
      const customer = customers.get(externalId(params.id));
      if (!customer) return notFound();
      return HttpResponse.json(
        entity("customer.state_changed", { id: customer.id, external_id: params.id }),
      );
    }),
    http.get(`${PLATFORM_URL}/v1/customers/external/:id`, async ({ request, params }) => {
      const failed = await record(request);
      if (failed) return failed;
      const customer = customers.get(externalId(params.id));
      return customer ? HttpResponse.json(customer) : notFound();
    }),
    http.patch(`${PLATFORM_URL}/v1/customers/external/:id`, async ({ request, params }) => {
      const failed = await record(request);
      if (failed) return failed;
      const id = externalId(params.id);
      const customer = customers.get(id);
      if (!customer) return notFound();
      const updated = { ...customer, ...((await request.json()) as Json) };
      customers.set(id, updated);
      return HttpResponse.json(updated);
    }),
    http.delete(`${PLATFORM_URL}/v1/customers/external/:id`, async ({ request, params }) => {
      const failed = await record(request);
      if (failed) return failed;
      if (!customers.delete(externalId(params.id))) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${PLATFORM_URL}/v1/checkouts/`, async ({ request }) => {
      const failed = await record(request);
      if (failed) return failed;
      const id = crypto.randomUUID();
      return HttpResponse.json(
        { ...entity("checkout.created"), id, url: `https://checkout.test/${id}` },
        { status: 201 },
      );
    }),
    http.post(`${PLATFORM_URL}/v1/customer-sessions/`, async ({ request }) => {
      const failed = await record(request);
      if (failed) return failed;
      const body = (await request.json()) as Json;
      if (!customers.has(externalId(body.external_customer_id))) return notFound();
      return HttpResponse.json(
        {
          id: crypto.randomUUID(),
          token: "polar_cst_test",
          customer_portal_url: "https://portal.test/session",
        },
        { status: 201 },
      );
    }),
    http.get(`${PLATFORM_URL}/v1/orders/`, async ({ request }) => {
      const failed = await record(request);
      if (failed) return failed;
      return HttpResponse.json({
        items: [entity("order.paid")],
        pagination: { total_count: 1, max_page: 1 },
      });
    }),
    http.get(`${PLATFORM_URL}/v1/subscriptions/`, async ({ request }) => {
      const failed = await record(request);
      if (failed) return failed;
      return HttpResponse.json({
        items: [entity("subscription.active")],
        pagination: { total_count: 1, max_page: 1 },
      });
    }),
  ];

  const server = setupServer(...handlers);
  return {
    server,
    customers,
    calls,
    state,
    failNext(count: number, status: number | "network" = 503) {
      failures = { count, status };
    },
    reset() {
      customers.clear();
      calls.length = 0;
      failures = { count: 0, status: 503 };
      state.down = false;
    },
    callsTo(method: string, pathStart: string) {
      return calls.filter((call) => call.method === method && call.path.startsWith(pathStart));
    },
  };
}

export type PlatformDouble = ReturnType<typeof createPlatformDouble>;
