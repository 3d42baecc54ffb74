import { createAuthEndpoint, getCurrentSession } from "@tollgate/auth-server";
import { z } from "zod";
import { platformLinkAnswer } from "../answers";
import { billingError } from "../billing-error";
import { customerOfCaller } from "../customers/customer-of-caller";
import { ensureCustomer } from "../customers/ensure-customer";
import type { ResolvedBillingOptions } from "../options";
import type { PlatformClient } from "../platform/platform-client";
import { platformFailure } from "../platform/platform-failure";
import { requireTrustedTargets } from "../trusted-targets";

/** Never part of a URL (a URL parser drops tabs and newlines silently; the core refuses them). */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const urlOrPath = z
  .string()
  .refine((value) => value.startsWith("/") || URL.canParse(value), {
    message: "Must be a valid URL or a relative path starting with /",
  })
  .refine((value) => !hasControlCharacter(value), {
    message: "Must not hold control characters",
  });
const metadataValue = z.union([z.string().max(500), z.number(), z.boolean()]);

/** `@polar-sh/better-auth`'s CheckoutParams, field for field. */
export const checkoutBody = z.object({
  products: z.union([z.array(z.string().min(1)), z.string().min(1)]).optional(),
  slug: z.string().min(1).optional(),
  referenceId: z.string().min(1).optional(),
  customFieldData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  metadata: z
    .record(z.string().max(40), metadataValue)
    .refine((value) => Object.keys(value).length <= 50, {
      message: "Metadata can have at most 50 key-value pairs",
    })
    .optional(),
  allowDiscountCodes: z.boolean().optional(),
  discountId: z.string().optional(),
  redirect: z.boolean().optional(),
  embedOrigin: z
    .url()
    .refine((value) => !hasControlCharacter(value), {
      message: "Must not hold control characters",
    })
    .optional(),
  successUrl: urlOrPath.optional(),
  returnUrl: urlOrPath.optional(),
});

export type CheckoutEndpoint = ReturnType<typeof createCheckout>;

/**
 * POST /checkout → `{ url, redirect }`: a checkout session for the products (by id, or one by
 * `slug` from the `products` option), for the signed-in user (or the organization of
 * `referenceId`, whose billing the member's role must allow to manage) as platform customer —
 * made first if it does not exist. `successUrl`, `returnUrl` and `embedOrigin` must be on
 * trusted origins (403 `INVALID_SUCCESS_URL`, … otherwise).
 */
export function createCheckout(options: ResolvedBillingOptions, platform: PlatformClient) {
  return createAuthEndpoint(
    "/checkout",
    {
      method: "POST",
      body: checkoutBody,
      metadata: {
        openapi: { summary: "Start a checkout of the products on the payment platform" },
        responseSchema: platformLinkAnswer,
      },
    },
    async (ctx) => {
      const { body } = ctx;
      await requireTrustedTargets(ctx.context, [
        { field: "successUrl", code: "INVALID_SUCCESS_URL", value: body.successUrl },
        { field: "returnUrl", code: "INVALID_RETURN_URL", value: body.returnUrl },
        { field: "embedOrigin", code: "INVALID_EMBED_ORIGIN", value: body.embedOrigin },
      ]);
      const productIds = await productIdsOf(options, body);
      const session = await getCurrentSession(ctx);
      if (!session && (options.authenticatedUsersOnly || options.customerFor === "organization"))
        throw billingError("UNAUTHORIZED", "YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT");
      const customer = session
        ? await customerOfCaller(ctx.context, options, session, body.referenceId, "manage")
        : undefined;
      const base = ctx.context.baseURL;
      const absolute = (url: string | undefined) => (url ? new URL(url, base).href : undefined);
      const referenceMetadata: Record<string, string> =
        body.referenceId && options.customerFor === "user" ? { referenceId: body.referenceId } : {};
      try {
        if (customer) await ensureCustomer(platform, customer);
        const checkout = await platform.createCheckout({
          products: productIds,
          ...(customer ? { external_customer_id: customer.externalId } : {}),
          success_url: absolute(body.successUrl ?? options.successUrl),
          return_url: absolute(body.returnUrl ?? options.returnUrl),
          embed_origin: body.embedOrigin,
          metadata: { ...referenceMetadata, ...body.metadata },
          custom_field_data: body.customFieldData,
          allow_discount_codes: body.allowDiscountCodes ?? true,
          discount_id: body.discountId,
        });
        return { url: checkout.url, redirect: body.redirect ?? true };
      } catch (error) {
        throw platformFailure(ctx.context, "CHECKOUT_CREATION_FAILED", error);
      }
    },
  );
}

async function productIdsOf(
  options: ResolvedBillingOptions,
  body: z.infer<typeof checkoutBody>,
): Promise<string[]> {
  if (body.slug) {
    const product = (await options.products()).find((known) => known.slug === body.slug);
    if (!product) throw billingError("BAD_REQUEST", "PRODUCT_NOT_FOUND", "slug");
    return [product.productId];
  }
  const ids = body.products === undefined ? [] : [body.products].flat();
  if (ids.length === 0)
    throw billingError("BAD_REQUEST", "PRODUCTS_OR_SLUG_IS_REQUIRED", "products");
  return ids;
}
