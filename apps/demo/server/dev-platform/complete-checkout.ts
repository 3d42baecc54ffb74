import type { PlatformEvent } from "./platform-events";
import type { DevPlatformState } from "./platform-state";
import type {
  BenefitGrantRecord,
  CheckoutRecord,
  CustomerRecord,
  OrderRecord,
  SubscriptionRecord,
} from "./records";

/**
 * "Pay": the customer is found or made, an order is made and paid, a recurring product starts
 * a subscription, the product's benefits are granted and the checkout succeeds — with the
 * events the platform sends for each step, older versions first.
 */
export function completeCheckout(
  state: DevPlatformState,
  checkout: CheckoutRecord,
  payer: { email: string; name: string | null },
  checkoutPageUrl: string,
): { checkout: CheckoutRecord; events: PlatformEvent[] } {
  const product = state.requireProduct(checkout.productId);
  const events: PlatformEvent[] = [];
  const customer = payingCustomer(state, checkout, payer, events);

  let subscription: SubscriptionRecord | null = null;
  if (product.recurringInterval) {
    const startedAt = state.nextInstant();
    subscription = {
      id: crypto.randomUUID(),
      createdAt: startedAt,
      modifiedAt: null,
      status: "incomplete",
      customerId: customer.id,
      productId: product.id,
      checkoutId: checkout.id,
      amount: product.priceAmount,
      currency: product.currency,
      recurringInterval: product.recurringInterval,
      currentPeriodStart: startedAt,
      currentPeriodEnd: addInterval(startedAt, product.recurringInterval),
      startedAt,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endsAt: null,
      endedAt: null,
      metadata: { ...checkout.metadata },
    };
    state.saveSubscription(subscription);
    events.push(state.subscriptionEvent("subscription.created", subscription));
  }

  let order: OrderRecord = {
    id: crypto.randomUUID(),
    createdAt: state.nextInstant(),
    modifiedAt: null,
    status: "pending",
    customerId: customer.id,
    productId: product.id,
    subscriptionId: subscription?.id ?? null,
    checkoutId: checkout.id,
    amount: product.priceAmount,
    currency: product.currency,
    billingReason: subscription ? "subscription_create" : "purchase",
    metadata: { ...checkout.metadata },
  };
  state.saveOrder(order);
  events.push(state.orderEvent("order.created", order));

  order = { ...order, status: "paid", modifiedAt: state.nextInstant() };
  state.saveOrder(order);
  events.push(state.orderEvent("order.updated", order), state.orderEvent("order.paid", order));

  if (subscription) {
    subscription = { ...subscription, status: "active", modifiedAt: state.nextInstant() };
    state.saveSubscription(subscription);
    events.push(
      state.subscriptionEvent("subscription.updated", subscription),
      state.subscriptionEvent("subscription.active", subscription),
    );
  }

  for (const benefit of product.benefits) {
    const grantedAt = state.nextInstant();
    const grant: BenefitGrantRecord = {
      id: crypto.randomUUID(),
      createdAt: grantedAt,
      modifiedAt: null,
      grantedAt,
      benefitId: benefit.id,
      customerId: customer.id,
      subscriptionId: subscription?.id ?? null,
      orderId: subscription ? null : order.id,
      revokedAt: null,
    };
    state.saveGrant(grant);
  }
  events.push(state.stateEvent(customer));

  const completed: CheckoutRecord = {
    ...checkout,
    status: "succeeded",
    modifiedAt: state.nextInstant(),
    customerId: customer.id,
    customerEmail: customer.email,
    customerName: customer.name,
    externalCustomerId: customer.externalId,
    subscriptionId: subscription?.id ?? null,
  };
  state.saveCheckout(completed);
  events.push({
    type: "checkout.updated",
    data: state.checkoutWire(completed, checkoutPageUrl),
    entity: `checkout:${completed.id}`,
  });
  return { checkout: completed, events };
}

function payingCustomer(
  state: DevPlatformState,
  checkout: CheckoutRecord,
  payer: { email: string; name: string | null },
  events: PlatformEvent[],
): CustomerRecord {
  const known =
    (checkout.customerId ? state.customer(checkout.customerId) : undefined) ??
    (checkout.externalCustomerId
      ? state.customerByExternalId(checkout.externalCustomerId)
      : undefined) ??
    state.customerByEmail(payer.email);
  if (known) return known;
  const created = state.createCustomer({
    email: payer.email,
    name: payer.name,
    externalId: checkout.externalCustomerId,
    metadata: checkout.customerMetadata,
  });
  if ("conflict" in created) {
    // Unreachable: the lookups above found no customer with this email or external id.
    throw new Error(`a customer with this ${created.conflict} appeared during the checkout`);
  }
  events.push(...created.events);
  return created.customer;
}

function addInterval(start: Date, interval: "month" | "year"): Date {
  const end = new Date(start);
  if (interval === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
