import { type Adapter, UniqueConstraintError } from "@tollgate/auth-server";
import {
  advanceEntityVersion,
  ensureEntityVersionRows,
  findDelivery,
  lockEntityVersions,
  markDeliveryStale,
  recordDelivery,
} from "../adapter";
import { applyCustomerState } from "./apply-state";
import { entityVersionOf, versionKeysOf } from "./entity-version";
import type { Delivery } from "./read-delivery";
import { dispatchEvent, type WebhookHandlers } from "./webhook-handlers";

/**
 * What became of a delivery: `applied` (state saved, handlers ran), `duplicate` (its webhook-id
 * was applied before: nothing ran), `stale` (older than what the entity already has: recorded,
 * nothing else) or `unknown_type` (an event type this version does not know: recorded, not
 * dispatched).
 */
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export const DELIVERY_OUTCOMES = ["applied", "duplicate", "stale", "unknown_type"] as const;

/**
 * Applies a verified delivery exactly once. In one transaction: the webhook-id is recorded (a
 * unique row: a concurrent duplicate waits on it, then finds it taken), the entity's version
 * row locked (made beforehand, so deliveries of one entity queue on it), compared and advanced, the customer state saved, then the app's handlers run. A handler that
 * throws rolls all of it back — the id included — and the error reaches the caller, so the
 * platform's retry applies the delivery again.
 */
export async function applyDelivery(
  adapter: Adapter,
  delivery: Delivery,
  handlers: WebhookHandlers,
): Promise<DeliveryOutcome> {
  if (await findDelivery(adapter, delivery.webhookId)) return "duplicate";
  if (delivery.event.known) await ensureEntityVersionRows(adapter, versionKeysOf(delivery.event));
  try {
    return await adapter.transaction((trx) => applyInTransaction(trx, delivery, handlers));
  } catch (error) {
    if (error instanceof UniqueConstraintError && error.isOn("billingWebhook", "webhookId"))
      return "duplicate";
    throw error;
  }
}

async function applyInTransaction(
  trx: Adapter,
  { webhookId, event }: Delivery,
  handlers: WebhookHandlers,
): Promise<DeliveryOutcome> {
  if (!event.known) {
    await recordDelivery(trx, { webhookId, eventType: event.type, outcome: "unknown_type" });
    return "unknown_type";
  }
  // Lock first: on MySQL the first plain read (the insert's read-back) fixes the snapshot, so
  // it must come after the lock, when an earlier delivery of the entity has committed.
  await lockEntityVersions(trx, versionKeysOf(event));
  await recordDelivery(trx, { webhookId, eventType: event.type, outcome: "applied" });
  const entity = entityVersionOf(event);
  if (entity && !(await advanceEntityVersion(trx, entity.key, entity.version))) {
    await markDeliveryStale(trx, webhookId);
    return "stale";
  }
  await applyCustomerState(trx, event, entity?.version ?? new Date());
  await dispatchEvent(handlers, event, { webhookId, adapter: trx });
  return "applied";
}
