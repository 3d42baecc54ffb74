import type { Adapter } from "@tollgate/auth-server";
import { type CustomerState, toClient } from "@tollgate/billing-types";
import { findCustomerState } from "./adapter";

export interface SubscriptionCheck {
  /** Only a subscription to this product (or one of these) counts. */
  productId?: string | string[];
}

const ACTIVE_STATUSES = new Set(["active", "trialing"]);

/**
 * Reads of the customer state kept from `customer.state_changed` webhooks, by the customer's
 * external id (the user's id, or the organization's): database only, no network call. A
 * customer without a stored state has nothing active. `adapter` is the server's (the plugin
 * binds it: `auth.api.hasActiveSubscription`, …); inside a webhook handler pass its own.
 */
export function createEntitlements(adapterOf: () => Promise<Adapter> | Adapter) {
  const stateOf = async (referenceId: string, adapter?: Adapter) => {
    const row = await findCustomerState(adapter ?? (await adapterOf()), referenceId);
    return row?.state ?? null;
  };
  return {
    /** The stored state in client form (camelCase, Dates), or null when none was received. */
    async getCustomerState(referenceId: string, adapter?: Adapter): Promise<CustomerState | null> {
      const state = await stateOf(referenceId, adapter);
      return state ? toClient("customerState", state) : null;
    },
    /** Whether the customer has an active (or trialing) subscription, to one of `productId` if given. */
    async hasActiveSubscription(
      referenceId: string,
      check: SubscriptionCheck = {},
      adapter?: Adapter,
    ): Promise<boolean> {
      const state = await stateOf(referenceId, adapter);
      const products = check.productId === undefined ? undefined : [check.productId].flat();
      return (state?.active_subscriptions ?? []).some(
        (subscription) =>
          ACTIVE_STATUSES.has(subscription.status) &&
          (products === undefined || products.includes(subscription.product_id)),
      );
    },
    /** Whether the benefit (by its id) is granted to the customer. */
    async hasBenefit(referenceId: string, benefitId: string, adapter?: Adapter): Promise<boolean> {
      const state = await stateOf(referenceId, adapter);
      return (state?.granted_benefits ?? []).some((grant) => grant.benefit_id === benefitId);
    },
    /** The customer's balance on a meter (credited minus consumed units), or null without one. */
    async meterBalance(
      referenceId: string,
      meterId: string,
      adapter?: Adapter,
    ): Promise<number | null> {
      const state = await stateOf(referenceId, adapter);
      const meter = (state?.active_meters ?? []).find((active) => active.meter_id === meterId);
      return meter ? meter.balance : null;
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
