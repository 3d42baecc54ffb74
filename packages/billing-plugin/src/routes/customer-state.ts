import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { type CustomerState, customerStateWireSchema, toClient } from "@tollgate/billing-types";
import { z } from "zod";
import { customerStateAnswer } from "../answers";
import { customerOfCaller } from "../customers/customer-of-caller";
import { ensureCustomer } from "../customers/ensure-customer";
import type { ResolvedBillingOptions } from "../options";
import type { PlatformClient } from "../platform/platform-client";
import { platformFailure } from "../platform/platform-failure";

export type CustomerStateEndpoint = ReturnType<typeof createCustomerStateEndpoint>;

/**
 * GET /customer/state → the platform's customer state of the signed-in user (or organization),
 * in client form (camelCase): its active subscriptions, granted benefits and meters, asked of
 * the platform now. (The server helpers read the copy kept from webhooks instead.)
 */
export function createCustomerStateEndpoint(
  options: ResolvedBillingOptions,
  platform: PlatformClient,
) {
  return createAuthEndpoint(
    "/customer/state",
    {
      method: "GET",
      query: z.object({ referenceId: z.string().optional() }).optional(),
      metadata: {
        openapi: {
          summary: "The customer's subscriptions, benefits and meters, asked of the platform",
        },
        responseSchema: customerStateAnswer,
      },
    },
    async (ctx): Promise<CustomerState> => {
      const session = await requireSession(ctx);
      const customer = await customerOfCaller(
        ctx.context,
        options,
        session,
        ctx.query?.referenceId,
      );
      try {
        await ensureCustomer(platform, customer);
        const wire = customerStateWireSchema.parse(
          await platform.getCustomerState(customer.externalId),
        );
        return toClient("customerState", wire);
      } catch (error) {
        throw platformFailure(ctx.context, "CUSTOMER_STATE_UNAVAILABLE", error);
      }
    },
  );
}
