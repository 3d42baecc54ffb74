import { escapeHtml } from "../mail-templates";
import { formatAmount, renderPlatformPage } from "./page-layout";
import type { CheckoutRecord, ProductRecord } from "./records";

export interface CheckoutPageProblem {
  message: string;
  email: string;
  name: string;
}

function priceText(product: ProductRecord): string {
  const amount = escapeHtml(formatAmount(product.priceAmount, product.currency));
  return product.recurringInterval
    ? `${amount} <small>per ${product.recurringInterval}</small>`
    : `${amount} <small>once</small>`;
}

/** The checkout page: what is bought, the buyer's email and name, a test card, and "Pay". */
export function renderCheckoutPage(
  checkout: CheckoutRecord,
  product: ProductRecord,
  formAction: string,
  problem?: CheckoutPageProblem,
): string {
  const benefits = product.benefits
    .map((benefit) => `<li>${escapeHtml(benefit.description)}</li>`)
    .join("");
  const email = problem?.email ?? checkout.customerEmail ?? "";
  const name = problem?.name ?? checkout.customerName ?? "";
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem.message)}</p>` : "";
  const cancel = checkout.returnUrl
    ? `<a class="button secondary" href="${escapeHtml(checkout.returnUrl)}">Cancel and go back</a>`
    : "";
  const pay = formatAmount(product.priceAmount, product.currency);
  return renderPlatformPage({
    title: `Checkout: ${product.name}`,
    body: `<div class="card">
<h1>${escapeHtml(product.name)}</h1>
<p class="lead">${escapeHtml(product.description)}</p>
<p class="price">${priceText(product)}</p>
${benefits ? `<h2>Included</h2><ul class="benefits">${benefits}</ul>` : ""}
</div>
<div class="card">
${error}
<form method="post" action="${escapeHtml(formAction)}">
<label for="checkout-email">Email</label>
<input id="checkout-email" type="email" name="email" autocomplete="email" value="${escapeHtml(email)}" required>
<label for="checkout-name">Name on the card</label>
<input id="checkout-name" type="text" name="name" autocomplete="cc-name" value="${escapeHtml(name)}">
<label for="checkout-card">Card number</label>
<input id="checkout-card" class="card-number" type="text" value="4242 4242 4242 4242" readonly aria-describedby="checkout-card-note">
<p id="checkout-card-note" class="muted">A test card: nothing is charged.</p>
<button class="primary" type="submit">Pay ${escapeHtml(pay)}</button>
</form>
${cancel}
</div>`,
  });
}

/** A checkout that can no longer be paid: already paid, or expired. */
export function renderClosedCheckoutPage(checkout: CheckoutRecord): string {
  const paid = checkout.status === "succeeded";
  const back = checkout.successUrl ?? checkout.returnUrl;
  return renderPlatformPage({
    title: paid ? "Already paid" : "Checkout expired",
    body: `<div class="card">
<h1>${paid ? "This checkout is paid" : "This checkout has expired"}</h1>
<p class="lead">${paid ? "Nothing more to do here." : "Go back to the app and start again."}</p>
${paid && back ? `<a class="button primary" href="${escapeHtml(back)}">Back to the app</a>` : ""}
</div>`,
  });
}

export function renderUnknownCheckoutPage(): string {
  return renderPlatformPage({
    title: "Checkout not found",
    body: `<div class="card">
<h1>There is no such checkout</h1>
<p class="lead">The link is wrong, or the stand-in restarted (it keeps everything in memory). Go back to the app and start again.</p>
</div>`,
  });
}
