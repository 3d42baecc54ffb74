import { clientDocumentSchema } from "@tollgate/billing-types";
import { z } from "zod";
import { DELIVERY_OUTCOMES } from "./webhooks/apply-delivery";

/**
 * The plugin's success answers, as `@polar-sh/better-auth` gives them to its client; the
 * platform's entities in their client form (camelCase, dates as ISO text) from billing-types.
 */

/** POST /checkout, GET|POST /customer/portal: where to send the browser, and whether to. */
export const platformLinkAnswer = z.strictObject({ url: z.string(), redirect: z.boolean() });

/** GET /customer/state: the platform's customer state, asked of it now. */
export const customerStateAnswer = clientDocumentSchema("customerState");

/** A page of the platform's list: its items and how many there are in all. */
function pageAnswerOf(item: z.ZodType) {
  return z.strictObject({
    items: z.array(item),
    pagination: z.strictObject({ totalCount: z.number().int(), maxPage: z.number().int() }),
  });
}

/** GET /customer/orders/list. */
export const ordersPageAnswer = pageAnswerOf(clientDocumentSchema("order"));

/** GET /customer/subscriptions/list. */
export const subscriptionsPageAnswer = pageAnswerOf(clientDocumentSchema("subscription"));

/** POST /billing/webhooks and /polar/webhooks: an acknowledged delivery (WebhookAcknowledgement). */
export const webhookAcknowledgementAnswer = z.strictObject({
  received: z.literal(true),
  outcome: z.enum(DELIVERY_OUTCOMES),
});
