import type { Message, PluralMessage } from "../../../shared/i18n/message-format";

/**
 * The payments stand-in's pages in English — checkout, customer portal, console and the pages
 * around them: the fallback, and every key the other languages have. `{placeholders}` are
 * filled in by page-words.ts; a plural message is chosen by its `count`.
 */
export const en = {
  "layout.titleSuffix": "Payments stand-in",
  "layout.badge": "Development only · a stand-in for the payments platform, no real money",
  "layout.backToApp": "Back to the app",

  "interval.month": "per month",
  "interval.year": "per year",
  "interval.once": "once",

  "checkout.title": "Checkout: {product}",
  "checkout.included": "Included",
  "checkout.email": "Email",
  "checkout.name": "Name on the card",
  "checkout.card": "Card number",
  "checkout.cardNote": "A test card: nothing is charged.",
  "checkout.pay": "Pay {amount}",
  "checkout.cancel": "Cancel and go back",
  "checkout.openFor": {
    one: "This checkout stays open for {count} more minute.",
    other: "This checkout stays open for {count} more minutes.",
  },
  "checkout.emailInvalid": "Enter the email address to send the receipt to.",
  "checkout.paidTitle": "Already paid",
  "checkout.paidHeading": "This checkout is paid",
  "checkout.paidLead": "Nothing more to do here.",
  "checkout.expiredTitle": "Checkout expired",
  "checkout.expiredHeading": "This checkout has expired",
  "checkout.expiredLead": "Go back to the app and start again.",
  "checkout.unknownTitle": "Checkout not found",
  "checkout.unknownHeading": "There is no such checkout",
  "checkout.unknownLead":
    "The link is wrong, or the stand-in restarted (it keeps everything in memory). Go back to the app and start again.",

  "portal.title": "Customer portal",
  "portal.heading": "Your purchases",
  "portal.signedInAs": "Signed in to the customer portal as {email}.",
  "portal.subscriptions": "Subscriptions",
  "portal.noSubscriptions": "No subscriptions.",
  "portal.orders": "Orders",
  "portal.noOrders": "No orders.",
  "portal.date": "Date",
  "portal.product": "Product",
  "portal.amount": "Amount",
  "portal.status": "Status",
  "portal.renewsOn": "{status}, renews on {date}",
  "portal.endsOn": "ends on {date}",
  "portal.cancel": "Cancel subscription",
  "portal.cancelQuestion": "Cancel {product}?",
  "portal.cancelLead": "It stays active until {date}, then ends; nothing more is charged.",
  "portal.cancelConfirm": "Yes, cancel it",
  "portal.keep": "Keep it",
  "portal.expiredHeading": "This portal link has expired",
  "portal.expiredLead": "Open the portal again from the app.",

  "subscriptionStatus.incomplete": "incomplete",
  "subscriptionStatus.incomplete_expired": "expired",
  "subscriptionStatus.trialing": "trial",
  "subscriptionStatus.active": "active",
  "subscriptionStatus.past_due": "past due",
  "subscriptionStatus.canceled": "canceled",
  "subscriptionStatus.unpaid": "unpaid",
  "orderStatus.pending": "pending",
  "orderStatus.paid": "paid",
  "orderStatus.refunded": "refunded",
  "orderStatus.partially_refunded": "partly refunded",

  "console.title": "Webhook deliveries",
  "console.lead": {
    one: "{count} signed Standard Webhooks delivery to {endpoint}, newest first.",
    other: "{count} signed Standard Webhooks deliveries to {endpoint}, newest first.",
  },
  "console.empty":
    "Nothing sent yet. Buy something in the app: each step of the purchase sends an event here.",
  "console.event": "Event",
  "console.delivery": "Delivery",
  "console.attempts": "Attempts",
  "console.olderBodyOf": "older body of {id}",
  "console.sent": "sent {time} → {outcome}",
  "console.resent": "replayed {time} → {outcome}",
  "console.failed": "failed: {error}",
  "console.replay": "Replay",
  "console.sendOutOfOrder": "Send out of order",
  "console.replayed": "Sent again with the same webhook-id.",
  "console.sentOutOfOrder": "Sent the older version as a new delivery (listed at the top).",
  "console.refused.NOT_FOUND": "There is no delivery with this id.",
  "console.refused.NO_NEWER_VERSION":
    "Nothing newer about this entity was delivered after it, so sending it now would not be out of order.",

  "refused.title": "Refused",
  "refused.lead": "This form was sent from another site.",
  "notFound.title": "Not found",
  "notFound.lead": "The stand-in has no page here. The console of webhook deliveries is at {path}.",
} as const satisfies Record<string, Message>;

/** The name of one text of the stand-in's pages; English's catalogue defines them all. */
export type PageMessageKey = keyof typeof en;

/**
 * Every text of the pages in one language: the type checker refuses a missing key, and a
 * plural message where English has one (with the forms its language's Intl.PluralRules needs).
 */
export type PageCatalogue = {
  readonly [Key in PageMessageKey]: (typeof en)[Key] extends string ? string : PluralMessage;
};
