import type { z } from "zod";
import {
  fieldProblem,
  invalidInput,
  invalidToken,
  json,
  methodNotAllowed,
  noContent,
  notFound,
  PLATFORM_API_ERRORS,
  unprocessable,
} from "./api-answers";
import type { DevPlatformState } from "./platform-state";
import type { CustomerRecord } from "./records";
import {
  checkoutCreateBody,
  customerCreateBody,
  customerListQuery,
  customerSessionCreateBody,
  customerUpdateBody,
  productListQuery,
} from "./request-shapes";
import type { WebhookDeliveries } from "./webhook-deliveries";
import type { WireObject } from "./wire-json";

export interface RestApiParts {
  state: DevPlatformState;
  deliveries: WebhookDeliveries;
  accessToken: string;
  /** The stand-in's checkout page for a checkout's client secret. */
  checkoutPageUrl(clientSecret: string): string;
  /** The stand-in's customer portal for a customer session's token. */
  portalUrl(token: string): string;
}

type Route = (
  request: Request,
  params: string[],
  parts: RestApiParts,
) => Promise<Response> | Response;

/**
 * The platform's REST API v1, the part an app's billing needs, with the platform's paths,
 * snake_case JSON, bearer token and error shapes. `path` is relative to the API root ("/v1/…").
 */
export async function handleRestApi(
  request: Request,
  path: string,
  parts: RestApiParts,
): Promise<Response> {
  const matched = matchRoute(request.method, path);
  if (matched === "not-found") return notFound();
  if (matched === "method-not-allowed") return methodNotAllowed();
  if (request.headers.get("authorization") !== `Bearer ${parts.accessToken}`) return invalidToken();
  return matched.route(request, matched.params, parts);
}

const ROUTES: { method: string; pattern: RegExp; route: Route }[] = [
  { method: "POST", pattern: /^\/v1\/customers\/?$/, route: createCustomer },
  { method: "GET", pattern: /^\/v1\/customers\/external\/([^/]+)\/?$/, route: getCustomerExternal },
  {
    method: "PATCH",
    pattern: /^\/v1\/customers\/external\/([^/]+)\/?$/,
    route: updateCustomerExternal,
  },
  {
    method: "DELETE",
    pattern: /^\/v1\/customers\/external\/([^/]+)\/?$/,
    route: deleteCustomerExternal,
  },
  {
    method: "GET",
    pattern: /^\/v1\/customers\/external\/([^/]+)\/state\/?$/,
    route: customerStateExternal,
  },
  { method: "POST", pattern: /^\/v1\/checkouts\/?$/, route: createCheckout },
  { method: "GET", pattern: /^\/v1\/checkouts\/([^/]+)\/?$/, route: getCheckout },
  { method: "POST", pattern: /^\/v1\/customer-sessions\/?$/, route: createCustomerSession },
  { method: "GET", pattern: /^\/v1\/orders\/?$/, route: listOrders },
  { method: "GET", pattern: /^\/v1\/subscriptions\/?$/, route: listSubscriptions },
  { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)\/?$/, route: getSubscription },
  { method: "GET", pattern: /^\/v1\/products\/?$/, route: listProducts },
  { method: "GET", pattern: /^\/v1\/products\/([^/]+)\/?$/, route: getProduct },
];

function matchRoute(
  method: string,
  path: string,
): { route: Route; params: string[] } | "not-found" | "method-not-allowed" {
  let pathKnown = false;
  for (const candidate of ROUTES) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathKnown = true;
    if (candidate.method === method) {
      return { route: candidate.route, params: match.slice(1).map(decodeURIComponent) };
    }
  }
  return pathKnown ? "method-not-allowed" : "not-found";
}

async function readBody<T extends z.ZodType>(
  request: Request,
  shape: T,
): Promise<{ data: z.infer<T> } | { refusal: Response }> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return {
      refusal: unprocessable([
        { loc: ["body"], msg: PLATFORM_API_ERRORS.BODY_NOT_JSON, type: "json_invalid" },
      ]),
    };
  }
  const parsed = shape.safeParse(raw);
  return parsed.success ? { data: parsed.data } : { refusal: invalidInput("body", parsed.error) };
}

function readQuery<T extends z.ZodType>(
  request: Request,
  shape: T,
): { data: z.infer<T> } | { refusal: Response } {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = shape.safeParse(query);
  return parsed.success ? { data: parsed.data } : { refusal: invalidInput("query", parsed.error) };
}

function page(items: WireObject[], pageNumber: number, limit: number): WireObject {
  const start = (pageNumber - 1) * limit;
  return {
    items: items.slice(start, start + limit),
    pagination: {
      total_count: items.length,
      max_page: Math.max(1, Math.ceil(items.length / limit)),
    },
  };
}

async function createCustomer(request: Request, _params: string[], parts: RestApiParts) {
  const body = await readBody(request, customerCreateBody);
  if ("refusal" in body) return body.refusal;
  const created = parts.state.createCustomer({
    email: body.data.email,
    name: body.data.name ?? null,
    externalId: body.data.external_id ?? null,
    metadata: body.data.metadata ?? {},
  });
  if ("conflict" in created) return conflictAnswer(created.conflict);
  await parts.deliveries.send(created.events);
  return json(201, parts.state.customerWire(created.customer));
}

function conflictAnswer(conflict: "email" | "external_id"): Response {
  return conflict === "email"
    ? fieldProblem("body", "email", "CUSTOMER_EMAIL_TAKEN")
    : fieldProblem("body", "external_id", "CUSTOMER_EXTERNAL_ID_TAKEN");
}

function withExternalCustomer(
  params: string[],
  parts: RestApiParts,
  then: (customer: CustomerRecord) => Promise<Response> | Response,
): Promise<Response> | Response {
  const customer = parts.state.customerByExternalId(params[0] ?? "");
  return customer ? then(customer) : notFound();
}

function getCustomerExternal(_request: Request, params: string[], parts: RestApiParts) {
  return withExternalCustomer(params, parts, (customer) =>
    json(200, parts.state.customerWire(customer)),
  );
}

function updateCustomerExternal(request: Request, params: string[], parts: RestApiParts) {
  return withExternalCustomer(params, parts, async (customer) => {
    const body = await readBody(request, customerUpdateBody);
    if ("refusal" in body) return body.refusal;
    const updated = parts.state.updateCustomer(customer, {
      email: body.data.email ?? undefined,
      name: body.data.name,
      metadata: body.data.metadata,
    });
    if ("conflict" in updated) return conflictAnswer(updated.conflict);
    await parts.deliveries.send(updated.events);
    return json(200, parts.state.customerWire(updated.customer));
  });
}

function deleteCustomerExternal(_request: Request, params: string[], parts: RestApiParts) {
  return withExternalCustomer(params, parts, async (customer) => {
    await parts.deliveries.send(parts.state.deleteCustomer(customer));
    return noContent();
  });
}

function customerStateExternal(_request: Request, params: string[], parts: RestApiParts) {
  return withExternalCustomer(params, parts, (customer) =>
    json(200, parts.state.customerState(customer)),
  );
}

async function createCheckout(request: Request, _params: string[], parts: RestApiParts) {
  const body = await readBody(request, checkoutCreateBody);
  if ("refusal" in body) return body.refusal;
  const productId = body.data.products?.[0] ?? body.data.product_id ?? "";
  const product = parts.state.products.get(productId);
  if (!product) {
    return fieldProblem(
      "body",
      body.data.products ? "products" : "product_id",
      "PRODUCT_NOT_FOUND",
    );
  }
  let customer: CustomerRecord | null = null;
  if (body.data.customer_id) {
    customer = parts.state.customer(body.data.customer_id) ?? null;
    if (!customer) return fieldProblem("body", "customer_id", "CUSTOMER_NOT_FOUND");
  }
  const externalCustomerId =
    body.data.external_customer_id ?? body.data.customer_external_id ?? null;
  customer ??= externalCustomerId
    ? (parts.state.customerByExternalId(externalCustomerId) ?? null)
    : null;
  const checkout = parts.state.createCheckout({
    product,
    customer,
    externalCustomerId,
    customerEmail: body.data.customer_email ?? null,
    customerName: body.data.customer_name ?? null,
    successUrl: body.data.success_url ?? null,
    returnUrl: body.data.return_url ?? null,
    embedOrigin: body.data.embed_origin ?? null,
    metadata: body.data.metadata ?? {},
    customerMetadata: body.data.customer_metadata ?? {},
  });
  return json(
    201,
    parts.state.checkoutWire(checkout, parts.checkoutPageUrl(checkout.clientSecret)),
  );
}

function getCheckout(_request: Request, params: string[], parts: RestApiParts) {
  const checkout = parts.state.checkout(params[0] ?? "");
  if (!checkout) return notFound();
  return json(
    200,
    parts.state.checkoutWire(checkout, parts.checkoutPageUrl(checkout.clientSecret)),
  );
}

async function createCustomerSession(request: Request, _params: string[], parts: RestApiParts) {
  const body = await readBody(request, customerSessionCreateBody);
  if ("refusal" in body) return body.refusal;
  const customer =
    "customer_id" in body.data
      ? parts.state.customer(body.data.customer_id)
      : parts.state.customerByExternalId(body.data.external_customer_id);
  if (!customer) {
    const field = "customer_id" in body.data ? "customer_id" : "external_customer_id";
    return fieldProblem("body", field, "CUSTOMER_NOT_FOUND");
  }
  const session = parts.state.createCustomerSession(customer, body.data.return_url ?? null);
  return json(201, {
    created_at: session.createdAt.toISOString(),
    modified_at: null,
    id: session.id,
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    return_url: session.returnUrl,
    customer_portal_url: parts.portalUrl(session.token),
    customer_id: customer.id,
    customer: parts.state.customerWire(customer),
  });
}

/** The customer a list is filtered by; no filter lists nothing (the app always filters). */
function listedCustomer(
  query: { customer_id?: string | undefined; external_customer_id?: string | undefined },
  parts: RestApiParts,
): CustomerRecord | undefined {
  if (query.customer_id) return parts.state.customer(query.customer_id);
  if (query.external_customer_id)
    return parts.state.customerByExternalId(query.external_customer_id);
  return undefined;
}

function listOrders(request: Request, _params: string[], parts: RestApiParts) {
  const query = readQuery(request, customerListQuery);
  if ("refusal" in query) return query.refusal;
  const customer = listedCustomer(query.data, parts);
  const orders = customer ? parts.state.ordersOf(customer.id) : [];
  const items = orders.map((order) => parts.state.orderWire(order));
  return json(200, page(items, query.data.page, query.data.limit));
}

function listSubscriptions(request: Request, _params: string[], parts: RestApiParts) {
  const query = readQuery(request, customerListQuery);
  if ("refusal" in query) return query.refusal;
  const customer = listedCustomer(query.data, parts);
  const subscriptions = customer ? parts.state.subscriptionsOf(customer.id) : [];
  const items = subscriptions.map((subscription) => parts.state.subscriptionWire(subscription));
  return json(200, page(items, query.data.page, query.data.limit));
}

function getSubscription(_request: Request, params: string[], parts: RestApiParts) {
  const subscription = parts.state.subscription(params[0] ?? "");
  return subscription ? json(200, parts.state.subscriptionWire(subscription)) : notFound();
}

function listProducts(request: Request, _params: string[], parts: RestApiParts) {
  const query = readQuery(request, productListQuery);
  if ("refusal" in query) return query.refusal;
  const archivedOnly = query.data.is_archived === "true";
  const products = archivedOnly ? [] : [...parts.state.products.values()];
  const items = products.map((product) => parts.state.productWire(product));
  return json(200, page(items, query.data.page, query.data.limit));
}

function getProduct(_request: Request, params: string[], parts: RestApiParts) {
  const product = parts.state.products.get(params[0] ?? "");
  return product ? json(200, parts.state.productWire(product)) : notFound();
}
