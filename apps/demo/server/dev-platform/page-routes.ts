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
import type { DevPlatformState } from "./platform-state";
import { renderPortalExpiredPage, renderPortalPage } from "./portal-page";
import { DELIVERY_REFUSALS, type WebhookDeliveries } from "./webhook-deliveries";

export interface PageRouteParts {
  state: DevPlatformState;
  deliveries: WebhookDeliveries;
  /** Where the stand-in is mounted, e.g. http://localhost:3000/dev-platform. */
  baseUrl: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checkout form's refusal. */
const CHECKOUT_FORM_PROBLEMS = {
  EMAIL_INVALID: "Enter the email address to send the receipt to.",
} as const;

/** Text shown after a console button, by its outcome. */
const CONSOLE_NOTICES = {
  replayed: "Sent again with the same webhook-id.",
  "out-of-order": "Sent the older version as a new delivery (listed at the top).",
} as const;

/** The checkout page: GET shows it, POST ("Pay") completes the checkout and leaves for the app. */
export async function handleCheckoutPage(
  request: Request,
  clientSecret: string,
  parts: PageRouteParts,
): Promise<Response> {
  const checkout = parts.state.checkoutBySecret(clientSecret);
  if (!checkout) return htmlResponse(404, renderUnknownCheckoutPage());
  const product = parts.state.products.get(checkout.productId);
  if (!product) return htmlResponse(404, renderUnknownCheckoutPage());
  if (checkout.status !== "open" || parts.state.isExpired(checkout)) {
    // Without a success URL the paid checkout's own page is where "Pay" lands.
    const status = request.method === "GET" && checkout.status === "succeeded" ? 200 : 410;
    return htmlResponse(status, renderClosedCheckoutPage(checkout));
  }
  const pageUrl = `${parts.baseUrl}/checkout/${encodeURIComponent(clientSecret)}`;
  const successOrigin = new URL(checkout.successUrl ?? pageUrl).origin;
  const show = (status: number, problem?: CheckoutPageProblem) =>
    htmlResponse(status, renderCheckoutPage(checkout, product, pageUrl, problem), [successOrigin]);
  if (request.method === "GET") return show(200);

  const form = new URLSearchParams(await request.text());
  const email = (form.get("email") ?? "").trim();
  const name = (form.get("name") ?? "").trim();
  if (!EMAIL.test(email)) {
    return show(400, { message: CHECKOUT_FORM_PROBLEMS.EMAIL_INVALID, email, name });
  }
  const { checkout: paid, events } = completeCheckout(
    parts.state,
    checkout,
    { email, name: name || null },
    pageUrl,
  );
  await parts.deliveries.send(events);
  const successUrl = paid.successUrl ?? pageUrl;
  return redirect(successUrl.replaceAll("{CHECKOUT_ID}", encodeURIComponent(paid.id)));
}

export function handleConsolePage(request: Request, parts: PageRouteParts): Response {
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  const refused = query.get("refused");
  let notice: ConsoleNotice | undefined;
  if (done === "replayed" || done === "out-of-order") {
    notice = { kind: "ok", message: CONSOLE_NOTICES[done] };
  } else if (refused === "NOT_FOUND" || refused === "NO_NEWER_VERSION") {
    notice = { kind: "error", message: DELIVERY_REFUSALS[refused] };
  }
  return htmlResponse(
    200,
    renderConsolePage({
      basePath: new URL(parts.baseUrl).pathname,
      endpointUrl: parts.deliveries.endpointUrl,
      deliveries: parts.deliveries.list(),
      canSendOutOfOrder: (delivery) => parts.deliveries.hasNewerVersion(delivery),
      notice,
    }),
  );
}

/** The console's buttons: send a delivery again, then back to the console saying what happened. */
export async function handleConsoleAction(
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
  return redirect(`${parts.baseUrl}/console?${query}`);
}

/** The customer portal, opened with a customer session's token. */
export function handlePortalPage(request: Request, parts: PageRouteParts): Response {
  const token = new URL(request.url).searchParams.get("customer_session_token") ?? "";
  const session = parts.state.customerSession(token);
  const customer = session ? parts.state.customer(session.customerId) : undefined;
  if (!session || !customer) return htmlResponse(410, renderPortalExpiredPage());
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
      `${parts.baseUrl}/portal/cancel-subscription`,
    ),
  );
}

/** The portal's "Cancel subscription": at the end of the period, with the platform's events. */
export async function handlePortalCancel(
  request: Request,
  parts: PageRouteParts,
): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const token = form.get("customer_session_token") ?? "";
  const session = parts.state.customerSession(token);
  const subscription = parts.state.subscription(form.get("subscription_id") ?? "");
  if (!session || !subscription || subscription.customerId !== session.customerId) {
    return htmlResponse(410, renderPortalExpiredPage());
  }
  if (subscription.status === "active" && !subscription.cancelAtPeriodEnd) {
    await parts.deliveries.send(cancelSubscription(parts.state, subscription));
  }
  return redirect(`${parts.baseUrl}/portal?customer_session_token=${encodeURIComponent(token)}`);
}

/** 303: after a form, the browser follows with GET. */
function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
