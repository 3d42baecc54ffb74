import { cancelSubscription } from "./cancel-subscription";
import {
  type CheckoutPageProblem,
  renderCheckoutPage,
  renderClosedCheckoutPage,
  renderUnknownCheckoutPage,
} from "./checkout-page";
import { completeCheckout } from "./complete-checkout";
import { type ConsoleNotice, renderConsolePage } from "./console-page";
import { htmlResponse } from "./page-layout";
import { type PageWords, wordsOfRequest } from "./page-words";
import type { DevPlatformState } from "./platform-state";
import { renderCancelQuestionPage, renderPortalExpiredPage, renderPortalPage } from "./portal-page";
import { DELIVERY_REFUSALS, type WebhookDeliveries } from "./webhook-deliveries";

export interface PageRouteParts {
  state: DevPlatformState;
  deliveries: WebhookDeliveries;
  /** Where the stand-in is mounted, e.g. http://localhost:3000/dev-platform. */
  baseUrl: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MINUTE_MS = 60_000;

/** The checkout page: GET shows it, POST ("Pay") completes the checkout and leaves for the app. */
export async function handleCheckoutPage(
  request: Request,
  clientSecret: string,
  parts: PageRouteParts,
): Promise<Response> {
  const words = wordsOfRequest(request);
  const checkout = parts.state.checkoutBySecret(clientSecret);
  if (!checkout) return htmlResponse(404, renderUnknownCheckoutPage(words));
  const product = parts.state.products.get(checkout.productId);
  if (!product) return htmlResponse(404, renderUnknownCheckoutPage(words));
  if (checkout.status !== "open" || parts.state.isExpired(checkout)) {
    // Without a success URL the paid checkout's own page is where "Pay" lands.
    const status = request.method === "GET" && checkout.status === "succeeded" ? 200 : 410;
    return htmlResponse(status, renderClosedCheckoutPage(checkout, words));
  }
  const pageUrl = `${parts.baseUrl}/checkout/${encodeURIComponent(clientSecret)}`;
  const successOrigin = new URL(checkout.successUrl ?? pageUrl).origin;
  const show = (status: number, problem?: CheckoutPageProblem) => {
    const minutesLeft = Math.max(1, Math.round(parts.state.timeLeft(checkout) / MINUTE_MS));
    const view = { checkout, product, formAction: words.keep(pageUrl), minutesLeft, problem };
    return htmlResponse(status, renderCheckoutPage(view, words), [successOrigin]);
  };
  if (request.method === "GET") return show(200);

  const form = new URLSearchParams(await request.text());
  const email = (form.get("email") ?? "").trim();
  const name = (form.get("name") ?? "").trim();
  if (!EMAIL.test(email)) {
    return show(400, { message: words.text("checkout.emailInvalid"), email, name });
  }
  const { checkout: paid, events } = completeCheckout(
    parts.state,
    checkout,
    { email, name: name || null },
    pageUrl,
  );
  await parts.deliveries.send(events);
  const successUrl = paid.successUrl ?? words.keep(pageUrl);
  return redirect(successUrl.replaceAll("{CHECKOUT_ID}", encodeURIComponent(paid.id)));
}

export function handleConsolePage(request: Request, parts: PageRouteParts): Response {
  const words = wordsOfRequest(request);
  const notice = consoleNotice(new URL(request.url).searchParams, words);
  return htmlResponse(
    200,
    renderConsolePage(
      {
        basePath: new URL(parts.baseUrl).pathname,
        endpointUrl: parts.deliveries.endpointUrl,
        deliveries: parts.deliveries.list(),
        canSendOutOfOrder: (delivery) => parts.deliveries.hasNewerVersion(delivery),
        notice,
      },
      words,
    ),
  );
}

/** Text shown after a console button (`done=` or `refused=` on the console's address). */
function consoleNotice(query: URLSearchParams, words: PageWords): ConsoleNotice | undefined {
  const done = query.get("done");
  if (done === "replayed") return { kind: "ok", message: words.text("console.replayed") };
  if (done === "out-of-order") return { kind: "ok", message: words.text("console.sentOutOfOrder") };
  const refused = DELIVERY_REFUSALS.find((code) => code === query.get("refused"));
  if (refused) return { kind: "error", message: words.text(`console.refused.${refused}`) };
  return undefined;
}

/** The console's buttons: send a delivery again, then back to the console saying what happened. */
export async function handleConsoleAction(
  request: Request,
  deliveryId: string,
  action: "replay" | "out-of-order",
  parts: PageRouteParts,
): Promise<Response> {
  const outcome =
    action === "replay"
      ? await parts.deliveries.replay(deliveryId)
      : await parts.deliveries.sendOutOfOrder(deliveryId);
  const query =
    typeof outcome === "string"
      ? `refused=${outcome}`
      : `done=${action === "replay" ? "replayed" : "out-of-order"}`;
  const words = wordsOfRequest(request);
  return redirect(words.keep(`${parts.baseUrl}/console?${query}`));
}

/** The customer portal, opened with a customer session's token. */
export function handlePortalPage(request: Request, parts: PageRouteParts): Response {
  const words = wordsOfRequest(request);
  const token = new URL(request.url).searchParams.get("customer_session_token") ?? "";
  const session = parts.state.customerSession(token);
  const customer = session ? parts.state.customer(session.customerId) : undefined;
  if (!session || !customer) return htmlResponse(410, renderPortalExpiredPage(words));
  return htmlResponse(
    200,
    renderPortalPage(
      {
        customer,
        token,
        returnUrl: session.returnUrl,
        subscriptions: parts.state.subscriptionsOf(customer.id),
        orders: parts.state.ordersOf(customer.id),
        product: (id) => parts.state.products.get(id),
      },
      words.keep(`${parts.baseUrl}/portal/cancel-subscription`),
      words,
    ),
  );
}

/**
 * The portal's "Cancel subscription": first the question (renderCancelQuestionPage), then, with
 * `confirm=yes`, the cancellation at the end of the period, with the platform's events.
 */
export async function handlePortalCancel(
  request: Request,
  parts: PageRouteParts,
): Promise<Response> {
  const words = wordsOfRequest(request);
  const form = new URLSearchParams(await request.text());
  const token = form.get("customer_session_token") ?? "";
  const session = parts.state.customerSession(token);
  const subscription = parts.state.subscription(form.get("subscription_id") ?? "");
  if (!session || !subscription || subscription.customerId !== session.customerId) {
    return htmlResponse(410, renderPortalExpiredPage(words));
  }
  const portal = words.keep(
    `${parts.baseUrl}/portal?customer_session_token=${encodeURIComponent(token)}`,
  );
  const stillActive = subscription.status === "active" && !subscription.cancelAtPeriodEnd;
  if (stillActive && form.get("confirm") !== "yes") {
    const productName =
      parts.state.products.get(subscription.productId)?.name ?? subscription.productId;
    return htmlResponse(
      200,
      renderCancelQuestionPage(
        { token, subscription, productName },
        { cancelAction: words.keep(`${parts.baseUrl}/portal/cancel-subscription`), portal },
        words,
      ),
    );
  }
  if (stillActive) await parts.deliveries.send(cancelSubscription(parts.state, subscription));
  return redirect(portal);
}

/** 303: after a form, the browser follows with GET. */
function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
