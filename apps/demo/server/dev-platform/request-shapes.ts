import { z } from "zod";

/** Metadata values: strings, integers, numbers, booleans. */
const metadata = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** POST /v1/customers/ (the fields the stand-in keeps; others are accepted and ignored). */
export const customerCreateBody = z.object({
  email: z.email(),
  name: z.string().max(256).nullish(),
  external_id: z.string().min(1).nullish(),
  metadata: metadata.optional(),
});

/** PATCH /v1/customers/external/{external_id}. */
export const customerUpdateBody = z.object({
  email: z.email().nullish(),
  name: z.string().max(256).nullish(),
  metadata: metadata.optional(),
});

/** POST /v1/checkouts/: today's `products`, or the older `product_id`. */
export const checkoutCreateBody = z
  .object({
    products: z.array(z.string()).min(1).optional(),
    product_id: z.string().optional(),
    customer_id: z.string().nullish(),
    external_customer_id: z.string().nullish(),
    customer_external_id: z.string().nullish(),
    customer_email: z.email().nullish(),
    customer_name: z.string().nullish(),
    success_url: z.url().nullish(),
    return_url: z.url().nullish(),
    embed_origin: z.string().nullish(),
    metadata: metadata.optional(),
    customer_metadata: metadata.optional(),
  })
  .refine((body) => body.products !== undefined || body.product_id !== undefined, {
    message: "Field required",
    path: ["products"],
  });

/** POST /v1/customer-sessions/: by customer id or by external customer id. */
export const customerSessionCreateBody = z.union([
  z.object({ customer_id: z.string(), return_url: z.url().nullish() }),
  z.object({ external_customer_id: z.string(), return_url: z.url().nullish() }),
]);

/** ?customer_id=… or ?external_customer_id=…, page (from 1) and limit (up to 100). */
export const customerListQuery = z.object({
  customer_id: z.string().optional(),
  external_customer_id: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const productListQuery = z.object({
  is_archived: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
