/**
 * The Billing screens' words, in English: kept here, in the billing folder, until they join the
 * demo's translation catalogue.
 */
export const BILLING_WORDS = {
  pricingTitle: "Pricing",
  pricingLead: "Pick a plan. Checkout happens on the payments platform; you come back here after.",
  pricingStandIn:
    "Development: payments go to the local stand-in of the platform. No card is charged and no account is needed.",
  pricingConsole: "Open the webhook console",
  pricingOff: "Billing is not configured on this demo.",
  pricingLoading: "Loading the plans…",
  perMonth: "per month",
  perYear: "per year",
  once: "one-time",
  subscribe: "Subscribe",
  buy: "Buy",
  goingToCheckout: "Opening checkout…",
  signInToBuy: "Sign in to buy",
  youHaveThis: "You have this",
  billingTitle: "Billing",
  billingDescription: "Your subscription, what it gives you, and your orders.",
  thanks: "Thank you! Your payment went through.",
  waitingForPlatform: "Payment received; waiting for the platform to confirm it…",
  subscriptionHeading: "Subscription",
  noSubscription: "No subscription yet.",
  seePlans: "See the plans",
  renewsOn: "Renews on",
  endsOn: "Ends on",
  benefitsHeading: "Benefits",
  noBenefits: "No benefits yet: they come with a plan.",
  granted: "Granted",
  ordersHeading: "Orders",
  noOrders: "No orders yet.",
  manage: "Manage billing",
  openingPortal: "Opening the portal…",
  loading: "Loading…",
} as const;

/** A subscription's or an order's status in words; a status this demo does not know, as sent. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  canceled: "Canceled",
  unpaid: "Unpaid",
  pending: "Pending",
  paid: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
};

export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

const GOOD_STATUSES = new Set(["active", "trialing", "paid"]);

/** The badge's class: green for what is in order, amber for anything that needs a look. */
export function statusBadge(status: string): string {
  return GOOD_STATUSES.has(status) ? "badge badge-ok" : "badge badge-warn";
}

/** "$12.00" in the reader's notation. */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat(undefined, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/** "per month", "per year", or "one-time". */
export function intervalWords(interval: string | null): string {
  if (interval === "month") return BILLING_WORDS.perMonth;
  if (interval === "year") return BILLING_WORDS.perYear;
  if (interval === null) return BILLING_WORDS.once;
  return `per ${interval}`;
}

export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(date);
}
