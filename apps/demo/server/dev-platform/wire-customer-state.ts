import type {
  BenefitGrantRecord,
  BenefitRecord,
  CustomerRecord,
  SubscriptionRecord,
} from "./records";
import { customerWire } from "./wire-customer";
import { iso, isoOrNull, type WireObject } from "./wire-json";

export interface GrantWithBenefit {
  grant: BenefitGrantRecord;
  benefit: BenefitRecord;
}

/**
 * GET /v1/customers/external/{id}/state and the customer.state_changed event: the customer,
 * their active subscriptions and the benefits granted to them now.
 */
export function customerStateWire(
  customer: CustomerRecord,
  activeSubscriptions: SubscriptionRecord[],
  grants: GrantWithBenefit[],
): WireObject {
  return {
    ...customerWire(customer),
    active_subscriptions: activeSubscriptions.map((subscription) => ({
      id: subscription.id,
      created_at: iso(subscription.createdAt),
      modified_at: isoOrNull(subscription.modifiedAt),
      custom_field_data: {},
      metadata: { ...subscription.metadata },
      status: subscription.status,
      amount: subscription.amount,
      currency: subscription.currency,
      recurring_interval: subscription.recurringInterval,
      current_period_start: iso(subscription.currentPeriodStart),
      current_period_end: iso(subscription.currentPeriodEnd),
      trial_start: null,
      trial_end: null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      canceled_at: isoOrNull(subscription.canceledAt),
      started_at: isoOrNull(subscription.startedAt),
      ends_at: isoOrNull(subscription.endsAt),
      product_id: subscription.productId,
      discount_id: null,
      meters: [],
    })),
    granted_benefits: grants.map(({ grant, benefit }) => ({
      id: grant.id,
      created_at: iso(grant.createdAt),
      modified_at: isoOrNull(grant.modifiedAt),
      granted_at: iso(grant.grantedAt),
      benefit_id: benefit.id,
      benefit_type: "custom",
      benefit_metadata: {},
      properties: {},
    })),
    active_meters: [],
  };
}
