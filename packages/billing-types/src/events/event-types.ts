import { knownGuard } from "../enums/known-guard";
import type { EntityName } from "../registry";

/** billing.md §7: every webhook event type and the entity its `data` holds. */
export const WEBHOOK_EVENT_ENTITIES = {
  "checkout.created": "checkout",
  "checkout.updated": "checkout",
  "order.created": "order",
  "order.updated": "order",
  "order.paid": "order",
  "order.refunded": "order",
  "organization.updated": "organization",
  "product.created": "product",
  "product.updated": "product",
  "refund.created": "refund",
  "refund.updated": "refund",
  "subscription.active": "subscription",
  "subscription.canceled": "subscription",
  "subscription.created": "subscription",
  "subscription.revoked": "subscription",
  "subscription.uncanceled": "subscription",
  "subscription.updated": "subscription",
  "customer.created": "customer",
  "customer.updated": "customer",
  "customer.deleted": "customer",
  "customer.state_changed": "customerState",
} as const satisfies Record<string, EntityName>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_ENTITIES;

// Object.keys is typed string[]; the keys of a literal const object are exactly WebhookEventType.
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_ENTITIES) as WebhookEventType[];

export const isKnownWebhookEventType = knownGuard(WEBHOOK_EVENT_TYPES);
