import type { Adapter } from "@tollgate/auth-server";
import type { KnownWebhookEvent, WebhookEventOf, WebhookEventType } from "@tollgate/billing-types";

/** billing.md §7's 21 event types → the handler option that receives each (Polar's names). */
export const WEBHOOK_HANDLER_NAMES = {
  "checkout.created": "onCheckoutCreated",
  "checkout.updated": "onCheckoutUpdated",
  "order.created": "onOrderCreated",
  "order.updated": "onOrderUpdated",
  "order.paid": "onOrderPaid",
  "order.refunded": "onOrderRefunded",
  "organization.updated": "onOrganizationUpdated",
  "product.created": "onProductCreated",
  "product.updated": "onProductUpdated",
  "refund.created": "onRefundCreated",
  "refund.updated": "onRefundUpdated",
  "subscription.active": "onSubscriptionActive",
  "subscription.canceled": "onSubscriptionCanceled",
  "subscription.created": "onSubscriptionCreated",
  "subscription.revoked": "onSubscriptionRevoked",
  "subscription.uncanceled": "onSubscriptionUncanceled",
  "subscription.updated": "onSubscriptionUpdated",
  "customer.created": "onCustomerCreated",
  "customer.updated": "onCustomerUpdated",
  "customer.deleted": "onCustomerDeleted",
  "customer.state_changed": "onCustomerStateChanged",
} as const satisfies Record<WebhookEventType, `on${string}`>;

/**
 * What a handler gets besides the event. Handlers run inside the delivery's transaction: write
 * through `adapter` (bound to it) so the app's changes commit or roll back with the delivery —
 * and on SQLite, whose one connection the transaction holds, never through another adapter.
 */
export interface WebhookHandlerContext {
  /** The delivery's `webhook-id`: the same on every retry of one message. */
  webhookId: string;
  adapter: Adapter;
}

type Awaitable<T> = T | Promise<T>;

/** One optional, typed handler per event type, and `onPayload` for every known event. */
export type WebhookHandlers = {
  [T in WebhookEventType as (typeof WEBHOOK_HANDLER_NAMES)[T]]?: (
    event: WebhookEventOf<T>,
    context: WebhookHandlerContext,
  ) => Awaitable<void>;
} & {
  /** Every known event, before its own handler. */
  onPayload?: (event: KnownWebhookEvent, context: WebhookHandlerContext) => Awaitable<void>;
};

type AnyHandler = (event: KnownWebhookEvent, context: WebhookHandlerContext) => Awaitable<void>;

/** Runs `onPayload`, then the event's own handler, one after the other (a throw stops both). */
export async function dispatchEvent(
  handlers: WebhookHandlers,
  event: KnownWebhookEvent,
  context: WebhookHandlerContext,
): Promise<void> {
  await handlers.onPayload?.(event, context);
  // The mapped type pairs each name with its own event type; looked up by the event's type, the
  // handler receives exactly that event, which TypeScript cannot follow through the lookup.
  const handler = handlers[WEBHOOK_HANDLER_NAMES[event.type]] as AnyHandler | undefined;
  await handler?.(event, context);
}
