import { knownGuard } from "./known-guard";

// billing.md §4: status values of each entity with a lifecycle (plus today's API's, marked).

export const CHECKOUT_STATUSES = ["open", "expired", "confirmed", "succeeded", "failed"] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const isKnownCheckoutStatus = knownGuard(CHECKOUT_STATUSES);

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "refunded",
  "partially_refunded",
  // today's API
  "draft",
  "void",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const isKnownOrderStatus = knownGuard(ORDER_STATUSES);

export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  // today's API
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const isKnownSubscriptionStatus = knownGuard(SUBSCRIPTION_STATUSES);

export const REFUND_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const isKnownRefundStatus = knownGuard(REFUND_STATUSES);
