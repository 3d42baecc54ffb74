import { escapeHtml } from "../mail-templates";
import { renderPlatformPage } from "./page-layout";
import { intervalKey, type PageWords } from "./page-words";
import type { CustomerRecord, OrderRecord, ProductRecord, SubscriptionRecord } from "./records";

export interface PortalView {
  customer: CustomerRecord;
  token: string;
  returnUrl: string | null;
  subscriptions: SubscriptionRecord[];
  orders: OrderRecord[];
  product(id: string): ProductRecord | undefined;
}

function subscriptionItem(
  view: PortalView,
  subscription: SubscriptionRecord,
  cancelAction: string,
  words: PageWords,
) {
  const name = escapeHtml(view.product(subscription.productId)?.name ?? subscription.productId);
  const amount = escapeHtml(words.money(subscription.amount, subscription.currency));
  const date = words.day(subscription.currentPeriodEnd);
  const state = subscription.cancelAtPeriodEnd
    ? words.text("portal.endsOn", { date })
    : words.text("portal.renewsOn", {
        status: words.text(`subscriptionStatus.${subscription.status}`),
        date,
      });
  const cancel =
    subscription.status === "active" && !subscription.cancelAtPeriodEnd
      ? `<form method="post" action="${escapeHtml(cancelAction)}"><input type="hidden" name="customer_session_token" value="${escapeHtml(view.token)}"><input type="hidden" name="subscription_id" value="${escapeHtml(subscription.id)}"><button class="small" type="submit">${words.html("portal.cancel")}</button></form>`
      : "";
  return `<tr><td><strong>${name}</strong></td><td>${amount} ${words.html(intervalKey(subscription.recurringInterval))}</td><td>${escapeHtml(state)}</td><td>${cancel}</td></tr>`;
}

function orderItem(view: PortalView, order: OrderRecord, words: PageWords): string {
  const product = view.product(order.productId)?.name ?? order.productId;
  return `<tr><td>${escapeHtml(words.day(order.createdAt))}</td><td>${escapeHtml(product)}</td><td>${escapeHtml(words.money(order.amount, order.currency))}</td><td>${words.html(`orderStatus.${order.status}`)}</td></tr>`;
}

/**
 * The customer portal: the customer's subscriptions (cancel at period end) and orders.
 * `cancelAction` is where "Cancel subscription" posts, with the page's language kept on it.
 */
export function renderPortalPage(view: PortalView, cancelAction: string, words: PageWords): string {
  const subscriptions = view.subscriptions
    .map((subscription) => subscriptionItem(view, subscription, cancelAction, words))
    .join("");
  const orders = view.orders.map((order) => orderItem(view, order, words)).join("");
  const back = view.returnUrl
    ? `<a class="button primary" href="${escapeHtml(view.returnUrl)}">${words.html("layout.backToApp")}</a>`
    : "";
  const header = (["portal.date", "portal.product", "portal.amount", "portal.status"] as const)
    .map((key) => `<th>${words.html(key)}</th>`)
    .join("");
  return renderPlatformPage({
    words,
    title: words.text("portal.title"),
    wide: true,
    body: `<div class="card">
<h1>${words.html("portal.heading")}</h1>
<p class="lead">${words.html("portal.signedInAs", { email: `<strong>${escapeHtml(view.customer.email)}</strong>` })}</p>
</div>
<div class="card">
<h2>${words.html("portal.subscriptions")}</h2>
${subscriptions ? `<table><tbody>${subscriptions}</tbody></table>` : `<p class="muted">${words.html("portal.noSubscriptions")}</p>`}
</div>
<div class="card">
<h2>${words.html("portal.orders")}</h2>
${orders ? `<table><thead><tr>${header}</tr></thead><tbody>${orders}</tbody></table>` : `<p class="muted">${words.html("portal.noOrders")}</p>`}
${back}
</div>`,
  });
}

export function renderPortalExpiredPage(words: PageWords): string {
  return renderPlatformPage({
    words,
    title: words.text("portal.title"),
    body: `<div class="card"><h1>${words.html("portal.expiredHeading")}</h1><p class="lead">${words.html("portal.expiredLead")}</p></div>`,
  });
}

/**
 * "Cancel subscription" asks first, like every destructive action of the demo: what happens
 * (it stays until the period's end), "Yes, cancel it" (the same form with `confirm=yes`) and
 * "Keep it" back to the portal.
 */
export function renderCancelQuestionPage(
  view: { token: string; subscription: SubscriptionRecord; productName: string },
  addresses: { cancelAction: string; portal: string },
  words: PageWords,
): string {
  const date = words.day(view.subscription.currentPeriodEnd);
  return renderPlatformPage({
    words,
    title: words.text("portal.title"),
    body: `<div class="card">
<h1>${words.html("portal.cancelQuestion", { product: escapeHtml(view.productName) })}</h1>
<p class="lead">${words.html("portal.cancelLead", { date: escapeHtml(date) })}</p>
<form method="post" action="${escapeHtml(addresses.cancelAction)}"><input type="hidden" name="customer_session_token" value="${escapeHtml(view.token)}"><input type="hidden" name="subscription_id" value="${escapeHtml(view.subscription.id)}"><input type="hidden" name="confirm" value="yes"><button class="danger" type="submit">${words.html("portal.cancelConfirm")}</button></form>
<a class="button secondary" href="${escapeHtml(addresses.portal)}">${words.html("portal.keep")}</a>
</div>`,
  });
}
