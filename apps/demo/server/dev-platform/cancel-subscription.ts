import type { PlatformEvent } from "./platform-events";
import type { DevPlatformState } from "./platform-state";
import type { SubscriptionRecord } from "./records";

/** Cancel at the end of the period (the customer portal's "Cancel"): benefits stay until then. */
export function cancelSubscription(
  state: DevPlatformState,
  subscription: SubscriptionRecord,
): PlatformEvent[] {
  const at = state.nextInstant();
  const canceled: SubscriptionRecord = {
    ...subscription,
    cancelAtPeriodEnd: true,
    canceledAt: at,
    endsAt: subscription.currentPeriodEnd,
    modifiedAt: at,
  };
  state.saveSubscription(canceled);
  const customer = state.requireCustomer(canceled.customerId);
  return [
    state.subscriptionEvent("subscription.updated", canceled),
    state.subscriptionEvent("subscription.canceled", canceled),
    state.stateEvent(customer),
  ];
}
