import { escapeHtml } from "../mail-templates";
import { formatAmount, renderPlatformPage } from "./page-layout";
import type { CustomerRecord, OrderRecord, ProductRecord, SubscriptionRecord } from "./records";

export interface PortalView {
  customer: CustomerRecord;
  token: string;
  returnUrl: string | null;
  subscriptions: SubscriptionRecord[];
  orders: OrderRecord[];
  product(id: string): ProductRecord | undefined;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function subscriptionItem(
  view: PortalView,
  subscription: SubscriptionRecord,
  cancelAction: string,
) {
  const name = escapeHtml(view.product(subscription.productId)?.name ?? subscription.productId);
  const amount = escapeHtml(formatAmount(subscription.amount, subscription.currency));
  const state = subscription.cancelAtPeriodEnd
    ? `ends on ${day(subscription.currentPeriodEnd)}`
    : `${escapeHtml(subscription.status)}, renews on ${day(subscription.currentPeriodEnd)}`;
  const cancel =
    subscription.status === "active" && !subscription.cancelAtPeriodEnd
      ? `<form method="post" action="${escapeHtml(cancelAction)}"><input type="hidden" name="customer_session_token" value="${escapeHtml(view.token)}"><input type="hidden" name="subscription_id" value="${escapeHtml(subscription.id)}"><button class="small" type="submit">Cancel subscription</button></form>`
      : "";
  return `<tr><td><strong>${name}</strong></td><td>${amount} per ${escapeHtml(subscription.recurringInterval)}</td><td>${state}</td><td>${cancel}</td></tr>`;
}

/** The customer portal: the customer's subscriptions (cancel at period end) and orders. */
export function renderPortalPage(view: PortalView, cancelAction: string): string {
  const subscriptions = view.subscriptions
    .map((subscription) => subscriptionItem(view, subscription, cancelAction))
    .join("");
  const orders = view.orders
    .map(
      (order: OrderRecord) =>
        `<tr><td>${day(order.createdAt)}</td><td>${escapeHtml(view.product(order.productId)?.name ?? order.productId)}</td><td>${escapeHtml(formatAmount(order.amount, order.currency))}</td><td>${escapeHtml(order.status)}</td></tr>`,
    )
    .join("");
  const back = view.returnUrl
    ? `<a class="button primary" href="${escapeHtml(view.returnUrl)}">Back to the app</a>`
    : "";
  return renderPlatformPage({
    title: "Customer portal",
    wide: true,
    body: `<div class="card">
<h1>Your purchases</h1>
<p class="lead">Signed in to the customer portal as <strong>${escapeHtml(view.customer.email)}</strong>.</p>
</div>
<div class="card">
<h2>Subscriptions</h2>
${subscriptions ? `<table><tbody>${subscriptions}</tbody></table>` : `<p class="muted">No subscriptions.</p>`}
</div>
<div class="card">
<h2>Orders</h2>
${orders ? `<table><thead><tr><th>Date</th><th>Product</th><th>Amount</th><th>Status</th></tr></thead><tbody>${orders}</tbody></table>` : `<p class="muted">No orders.</p>`}
${back}
</div>`,
  });
}

export function renderPortalExpiredPage(): string {
  return renderPlatformPage({
    title: "Customer portal",
    body: `<div class="card"><h1>This portal link has expired</h1><p class="lead">Open the portal again from the app.</p></div>`,
  });
}
