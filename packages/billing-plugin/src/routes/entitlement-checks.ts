import { createAuthEndpoint, SERVER_ONLY } from "@tollgate/auth-server";
import { z } from "zod";
import { createEntitlements } from "../entitlements";

const referenceId = z.string().min(1);

export type EntitlementEndpoints = ReturnType<typeof createEntitlementChecks>;

/**
 * Server-only (`auth.api.*`, never routed over HTTP): the entitlement reads of the customer state
 * kept from webhooks, by the customer's external id. Database only, no network call.
 */
export function createEntitlementChecks() {
  return {
    hasActiveSubscription: createAuthEndpoint(
      "/billing/has-active-subscription",
      {
        method: "POST",
        body: z.object({
          referenceId,
          productId: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
        }),
        metadata: SERVER_ONLY,
      },
      async (ctx) =>
        createEntitlements(() => ctx.context.adapter).hasActiveSubscription(
          ctx.body.referenceId,
          ctx.body.productId === undefined ? {} : { productId: ctx.body.productId },
        ),
    ),
    hasBenefit: createAuthEndpoint(
      "/billing/has-benefit",
      {
        method: "POST",
        body: z.object({ referenceId, benefitId: z.string().min(1) }),
        metadata: SERVER_ONLY,
      },
      async (ctx) =>
        createEntitlements(() => ctx.context.adapter).hasBenefit(
          ctx.body.referenceId,
          ctx.body.benefitId,
        ),
    ),
    getStoredCustomerState: createAuthEndpoint(
      "/billing/stored-customer-state",
      { method: "POST", body: z.object({ referenceId }), metadata: SERVER_ONLY },
      async (ctx) =>
        createEntitlements(() => ctx.context.adapter).getCustomerState(ctx.body.referenceId),
    ),
  };
}
