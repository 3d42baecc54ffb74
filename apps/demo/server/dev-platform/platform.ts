import type { KeyEncoding } from "@tollgate/webhook-verifier";
import { escapeHtml } from "../mail-templates";
import { htmlResponse, renderPlatformPage } from "./page-layout";
import {
  handleCheckoutPage,
  handleConsoleAction,
  handleConsolePage,
  handlePortalCancel,
  handlePortalPage,
  type PageRouteParts,
} from "./page-routes";
import { type PageWords, wordsOfRequest } from "./page-words";
import { DevPlatformState } from "./platform-state";
import { handleRestApi } from "./rest-api";
import { WebhookDeliveries } from "./webhook-deliveries";

export interface DevPlatformOptions {
  /**
   * Where the stand-in's pages are, e.g. http://localhost:3000/dev-platform. Its API answers
   * at that origin's root (/v1/…), as the platform's does: its `apiBaseUrl` is the origin.
   */
  baseUrl: string;
  /** The bearer token its API accepts. */
  accessToken: string;
  /** The app's webhook endpoint and its secret. */
  webhookUrl: string;
  webhookSecret: string;
  webhookKeyEncoding?: KeyEncoding;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface DevPlatform {
  /** Where its pages are (the console at `${baseUrl}/console`). */
  baseUrl: string;
  /** The API root (an origin): the platform SDK's `serverURL`, the billing plugin's `baseURL`. */
  apiBaseUrl: string;
  owns(pathname: string): boolean;
  handle(request: Request): Promise<Response>;
  readonly state: DevPlatformState;
  readonly deliveries: WebhookDeliveries;
}

/**
 * A stand-in for the payments platform, for development: its REST API (customers, checkouts,
 * customer sessions, orders, subscriptions, products), a checkout page whose "Pay" completes
 * the purchase and sends the signed webhook deliveries to the app, a customer portal, and a
 * console of the deliveries with "Replay" and "Send out of order". Everything is in memory.
 */
export function createDevPlatform(options: DevPlatformOptions): DevPlatform {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, "");
  const origin = new URL(baseUrl).origin;
  const state = new DevPlatformState(options.now ? { now: options.now } : {});
  const deliveries = new WebhookDeliveries({
    endpointUrl: options.webhookUrl,
    secret: options.webhookSecret,
    ...(options.webhookKeyEncoding ? { keyEncoding: options.webhookKeyEncoding } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const pages: PageRouteParts = { state, deliveries, baseUrl };
  const apiParts = {
    state,
    deliveries,
    accessToken: options.accessToken,
    checkoutPageUrl: (clientSecret: string) =>
      `${baseUrl}/checkout/${encodeURIComponent(clientSecret)}`,
    portalUrl: (token: string) =>
      `${baseUrl}/portal?customer_session_token=${encodeURIComponent(token)}`,
  };

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(API_PREFIX)) return handleRestApi(request, pathname, apiParts);
    const path = pathname.slice(basePath.length) || "/";
    if (request.method === "POST" && !sameOrigin(request, origin)) {
      return htmlResponse(403, refusedPage(wordsOfRequest(request)));
    }
    const checkout = /^\/checkout\/([^/]+)$/.exec(path);
    if (checkout && (request.method === "GET" || request.method === "POST")) {
      return handleCheckoutPage(request, decodeURIComponent(checkout[1] ?? ""), pages);
    }
    if (path === "/console" && request.method === "GET") return handleConsolePage(request, pages);
    const action = /^\/console\/deliveries\/([^/]+)\/(replay|out-of-order)$/.exec(path);
    if (action && request.method === "POST") {
      const kind = action[2] === "replay" ? "replay" : "out-of-order";
      return handleConsoleAction(request, decodeURIComponent(action[1] ?? ""), kind, pages);
    }
    if (path === "/portal" && request.method === "GET") return handlePortalPage(request, pages);
    if (path === "/portal/cancel-subscription" && request.method === "POST") {
      return handlePortalCancel(request, pages);
    }
    return htmlResponse(404, notFoundPage(wordsOfRequest(request), basePath));
  }

  return {
    baseUrl,
    apiBaseUrl: origin,
    owns: (pathname) =>
      pathname === basePath ||
      pathname.startsWith(`${basePath}/`) ||
      pathname.startsWith(API_PREFIX),
    handle,
    state,
    deliveries,
  };
}

/** The platform's REST API v1 lives at the root of its origin. */
const API_PREFIX = "/v1/";

/**
 * The pages' forms post from the stand-in's own pages; a browser says where a form came from in
 * Sec-Fetch-Site (its Origin is "null" under the pages' no-referrer policy), older ones in Origin.
 */
function sameOrigin(request: Request, origin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const from = request.headers.get("origin");
  return from === null || from === origin;
}

function refusedPage(words: PageWords): string {
  return renderPlatformPage({
    words,
    title: words.text("refused.title"),
    body: `<div class="card"><h1>${words.html("refused.title")}</h1><p class="lead">${words.html("refused.lead")}</p></div>`,
  });
}

function notFoundPage(words: PageWords, basePath: string): string {
  const console = `<code>${escapeHtml(`${basePath}/console`)}</code>`;
  return renderPlatformPage({
    words,
    title: words.text("notFound.title"),
    body: `<div class="card"><h1>${words.html("notFound.title")}</h1><p class="lead">${words.html("notFound.lead", { path: console })}</p></div>`,
  });
}
