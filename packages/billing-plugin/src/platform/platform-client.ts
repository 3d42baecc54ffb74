import { type PlatformCall, type PlatformTransport, platformRequest } from "./platform-request";
import type {
  CheckoutCreateBody,
  CheckoutCreated,
  CustomerCreateBody,
  CustomerSessionCreateBody,
  CustomerSessionCreated,
  CustomerUpdateBody,
  ListPage,
  ListQuery,
} from "./platform-types";

export const PLATFORM_SERVERS = {
  production: "https://api.polar.sh",
  sandbox: "https://sandbox-api.polar.sh",
} as const;

export interface PlatformClientOptions {
  /** An organization access token of the platform. */
  accessToken: string;
  /** Default "production". Ignored when `baseURL` is given. */
  server?: keyof typeof PLATFORM_SERVERS;
  /** Any origin serving the platform's API v1 paths (a local stand-in, a proxy). */
  baseURL?: string;
  /** Per attempt, in ms. Default 10,000. */
  timeoutMs?: number;
  /** Retries after the first attempt on 429, 5xx, timeouts and network errors. Default 2. */
  retries?: number;
  /** The first retry's delay in ms, doubled on each next one. Default 250. */
  backoffMs?: number;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

const external = (externalId: string) => `/v1/customers/external/${encodeURIComponent(externalId)}`;

/**
 * The platform REST calls this plugin makes, and only those, on the API v1 paths with their
 * snake_case bodies. Every method rejects with a PlatformError when the call fails.
 */
export function createPlatformClient(options: PlatformClientOptions) {
  const transport: PlatformTransport = {
    baseURL: options.baseURL ?? PLATFORM_SERVERS[options.server ?? "production"],
    accessToken: options.accessToken,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 250,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
  // The JSON of a 2xx answer, typed as the API documents it; what a route reads of it is
  // validated there (billing-types' wire schemas for state, orders and subscriptions).
  const call = <T>(request: PlatformCall) => platformRequest(transport, request) as Promise<T>;
  return {
    createCustomer: (body: CustomerCreateBody) =>
      call<Record<string, unknown>>({ method: "POST", path: "/v1/customers/", body }),
    getCustomerByExternalId: (externalId: string) =>
      call<Record<string, unknown>>({ method: "GET", path: external(externalId) }),
    updateCustomerByExternalId: (externalId: string, body: CustomerUpdateBody) =>
      call<Record<string, unknown>>({ method: "PATCH", path: external(externalId), body }),
    /** Deletes the customer (its PII kept, as the SDK's default `anonymize=false`). */
    deleteCustomerByExternalId: (externalId: string) =>
      call<null>({ method: "DELETE", path: external(externalId), query: { anonymize: false } }),
    getCustomerState: (externalId: string) =>
      call<unknown>({ method: "GET", path: `${external(externalId)}/state` }),
    createCheckout: (body: CheckoutCreateBody) =>
      call<CheckoutCreated>({ method: "POST", path: "/v1/checkouts/", body }),
    createCustomerSession: (body: CustomerSessionCreateBody) =>
      call<CustomerSessionCreated>({ method: "POST", path: "/v1/customer-sessions/", body }),
    listOrders: (externalId: string, query: ListQuery = {}) =>
      call<ListPage<unknown>>({
        method: "GET",
        path: "/v1/orders/",
        query: { external_customer_id: externalId, ...query },
      }),
    listSubscriptions: (externalId: string, query: ListQuery & { active?: boolean } = {}) =>
      call<ListPage<unknown>>({
        method: "GET",
        path: "/v1/subscriptions/",
        query: { external_customer_id: externalId, ...query },
      }),
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
