import { type KnownWebhookEvent, WEBHOOK_EVENT_ENTITIES } from "@tollgate/billing-types";

export interface EntityVersion {
  /** e.g. `subscription:<id>`; a customer's state is `customerState:<customer id>`. */
  key: string;
  version: Date;
}

interface Versioned {
  id: string;
  createdAt?: Date | null;
  modifiedAt?: Date | null;
}

/**
 * Which entity an event is about and how new it is: the entity's `modified_at`, else its
 * `created_at`. A customer state changes without its customer's `modified_at` moving (a new
 * subscription), so its version is the event's `timestamp` (when the platform emitted it) when
 * sent. Deliveries of one entity never go back to an older version.
 */
export function entityVersionOf(event: KnownWebhookEvent): EntityVersion | null {
  // Every event's data is an entity with an id and its dates (billing.md §3).
  const data = event.data as Versioned;
  const entity = WEBHOOK_EVENT_ENTITIES[event.type];
  const version =
    (entity === "customerState" ? event.timestamp : undefined) ??
    data.modifiedAt ??
    data.createdAt ??
    event.timestamp;
  if (!version) return null;
  return { key: `${entity}:${data.id}`, version };
}

/**
 * Every version row a delivery will lock: its entity's, and for `customer.deleted` also the
 * customer state's (a state emitted before the deletion must stay stale after it).
 */
export function versionKeysOf(event: KnownWebhookEvent): string[] {
  const entity = entityVersionOf(event);
  const keys = entity ? [entity.key] : [];
  if (event.type === "customer.deleted") keys.push(customerStateKey(event.data.id));
  return keys;
}

export const customerStateKey = (customerId: string) => `customerState:${customerId}`;
