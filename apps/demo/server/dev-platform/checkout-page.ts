import { escapeHtml } from "../mail-templates";
import { renderPlatformPage } from "./page-layout";
import { intervalKey, type PageWords } from "./page-words";
import type { CheckoutRecord, ProductRecord } from "./records";

/** Why "Pay" was refused, with what the buyer typed, so the form shows it again. */
export interface CheckoutPageProblem {
  message: string;
  email: string;
  name: string;
}

/** What the checkout page shows besides the checkout itself. */
export interface CheckoutPageView {
  checkout: CheckoutRecord;
  product: ProductRecord;
  /** Where "Pay" posts: the page itself, with its language kept. */
  formAction: string;
  /** Whole minutes before the checkout expires (at least 1 while it is open). */
  minutesLeft: number;
  problem?: CheckoutPageProblem | undefined;
}

/** The checkout page: what is bought, the buyer's email and name, a test card, and "Pay". */
export function renderCheckoutPage(view: CheckoutPageView, words: PageWords): string {
  const { checkout, product, problem } = view;
  const amount = words.money(product.priceAmount, product.currency);
  const benefits = product.benefits
    .map((benefit) => `<li>${escapeHtml(benefit.description)}</li>`)
    .join("");
  const email = problem?.email ?? checkout.customerEmail ?? "";
  const name = problem?.name ?? checkout.customerName ?? "";
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem.message)}</p>` : "";
  const cancel = checkout.returnUrl
    ? `<a class="button secondary" href="${escapeHtml(checkout.returnUrl)}">${words.html("checkout.cancel")}</a>`
    : "";
  return renderPlatformPage({
    words,
    title: words.text("checkout.title", { product: product.name }),
    body: `<div class="card">
<h1>${escapeHtml(product.name)}</h1>
<p class="lead">${escapeHtml(product.description)}</p>
<p class="price">${escapeHtml(amount)} <small>${words.html(intervalKey(product.recurringInterval))}</small></p>
${benefits ? `<h2>${words.html("checkout.included")}</h2><ul class="benefits">${benefits}</ul>` : ""}
</div>
<div class="card">
${error}
<form method="post" action="${escapeHtml(view.formAction)}">
<label for="checkout-email">${words.html("checkout.email")}</label>
<input id="checkout-email" type="email" name="email" autocomplete="email" value="${escapeHtml(email)}" required>
<label for="checkout-name">${words.html("checkout.name")}</label>
<input id="checkout-name" type="text" name="name" autocomplete="cc-name" value="${escapeHtml(name)}">
<label for="checkout-card">${words.html("checkout.card")}</label>
<input id="checkout-card" class="card-number" type="text" value="4242 4242 4242 4242" readonly aria-describedby="checkout-card-note">
<p id="checkout-card-note" class="muted">${words.html("checkout.cardNote")}</p>
<button class="primary" type="submit">${escapeHtml(words.text("checkout.pay", { amount }))}</button>
</form>
${cancel}
<p class="muted">${escapeHtml(words.text("checkout.openFor", { count: view.minutesLeft }))}</p>
</div>`,
  });
}

/** A checkout that can no longer be paid: already paid, or expired. */
export function renderClosedCheckoutPage(checkout: CheckoutRecord, words: PageWords): string {
  const paid = checkout.status === "succeeded";
  const back = checkout.successUrl ?? checkout.returnUrl;
  return renderPlatformPage({
    words,
    title: words.text(paid ? "checkout.paidTitle" : "checkout.expiredTitle"),
    body: `<div class="card">
<h1>${words.html(paid ? "checkout.paidHeading" : "checkout.expiredHeading")}</h1>
<p class="lead">${words.html(paid ? "checkout.paidLead" : "checkout.expiredLead")}</p>
${paid && back ? `<a class="button primary" href="${escapeHtml(back)}">${words.html("layout.backToApp")}</a>` : ""}
</div>`,
  });
}

export function renderUnknownCheckoutPage(words: PageWords): string {
  return renderPlatformPage({
    words,
    title: words.text("checkout.unknownTitle"),
    body: `<div class="card">
<h1>${words.html("checkout.unknownHeading")}</h1>
<p class="lead">${words.html("checkout.unknownLead")}</p>
</div>`,
  });
}
