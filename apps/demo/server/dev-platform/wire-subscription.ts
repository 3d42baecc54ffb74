import type { CustomerRecord, ProductRecord, SubscriptionRecord } from "./records";
import { customerWire } from "./wire-customer";
import { iso, isoOrNull, type WireObject } from "./wire-json";
import { priceWire, productWire } from "./wire-product";

/** The subscription's own fields, as an order or a customer's state embeds it. */
export function subscriptionCoreWire(subscription: SubscriptionRecord): WireObject {
  return {
    created_at: iso(subscription.createdAt),
    modified_at: isoOrNull(subscription.modifiedAt),
    id: subscription.id,
    amount: subscription.amount,
    currency: subscription.currency,
    recurring_interval: subscription.recurringInterval,
    recurring_interval_count: 1,
    status: subscription.status,
    current_period_start: iso(subscription.currentPeriodStart),
    current_period_end: iso(subscription.currentPeriodEnd),
    current_meter_period_start: null,
    current_meter_period_end: null,
    trial_start: null,
    trial_end: null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: isoOrNull(subscription.canceledAt),
    started_at: isoOrNull(subscription.startedAt),
    ends_at: isoOrNull(subscription.endsAt),
    ended_at: isoOrNull(subscription.endedAt),
    pause_at_period_end: false,
    paused_at: null,
    resumes_at: null,
    customer_id: subscription.customerId,
    product_id: subscription.productId,
    discount_id: null,
    checkout_id: subscription.checkoutId,
    customer_cancellation_reason: null,
    customer_cancellation_comment: null,
    metadata: { ...subscription.metadata },
    custom_field_data: {},
  };
}

/** A subscription as GET /v1/subscriptions/ and the subscription.* events carry it. */
export function subscriptionWire(
  subscription: SubscriptionRecord,
  customer: CustomerRecord,
  product: ProductRecord,
): WireObject {
  return {
    ...subscriptionCoreWire(subscription),
    customer: customerWire(customer),
    product: productWire(product),
    discount: null,
    prices: [priceWire(product)],
    meters: [],
    pending_update: null,
  };
}
