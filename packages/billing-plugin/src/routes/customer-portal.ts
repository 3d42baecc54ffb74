import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { platformLinkAnswer } from "../answers";
import { customerOfCaller } from "../customers/customer-of-caller";
import { ensureCustomer } from "../customers/ensure-customer";
import type { ResolvedBillingOptions } from "../options";
import type { PlatformClient } from "../platform/platform-client";
import { platformFailure } from "../platform/platform-failure";

export type CustomerPortalEndpoint = ReturnType<typeof createCustomerPortal>;

/**
 * GET or POST /customer/portal → `{ url, redirect }`: a customer session's portal link for the
 * signed-in user (or organization), the customer made first if it does not exist.
 */
export function createCustomerPortal(options: ResolvedBillingOptions, platform: PlatformClient) {
  return createAuthEndpoint(
    "/customer/portal",
    {
      method: ["GET", "POST"],
      body: z
        .object({ redirect: z.boolean().optional(), referenceId: z.string().optional() })
        .optional(),
      query: z.object({ referenceId: z.string().optional() }).optional(),
      metadata: {
        openapi: { summary: "A link to the customer's portal on the payment platform" },
        responseSchema: platformLinkAnswer,
      },
    },
    async (ctx) => {
      const session = await requireSession(ctx);
      const referenceId = ctx.body?.referenceId ?? ctx.query?.referenceId;
      const customer = await customerOfCaller(ctx.context, options, session, referenceId, "manage");
      const returnUrl = options.returnUrl
        ? new URL(options.returnUrl, ctx.context.baseURL).href
        : undefined;
      try {
        await ensureCustomer(platform, customer);
        const created = await platform.createCustomerSession({
          external_customer_id: customer.externalId,
          ...(returnUrl ? { return_url: returnUrl } : {}),
        });
        return { url: created.customer_portal_url, redirect: ctx.body?.redirect ?? true };
      } catch (error) {
        throw platformFailure(ctx.context, "CUSTOMER_PORTAL_CREATION_FAILED", error);
      }
    },
  );
}
