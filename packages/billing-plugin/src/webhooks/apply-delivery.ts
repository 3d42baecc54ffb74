import { type Adapter, UniqueConstraintError } from "@tollgate/auth-server";
import { advanceEntityVersion, findDelivery, markDeliveryStale, recordDelivery } from "../adapter";
import { applyCustomerState } from "./apply-state";
import { entityVersionOf } from "./entity-version";
import type { Delivery } from "./read-delivery";
import { dispatchEvent, type WebhookHandlers } from "./webhook-handlers";

/**
 * What became of a delivery: `applied` (state saved, handlers ran), `duplicate` (its webhook-id
 * was applied before: nothing ran), `stale` (older than what the entity already has: recorded,
 * nothing else) or `unknown_type` (an event type this version does not know: recorded, not
 * dispatched).
 */
export type DeliveryOutcome = "applied" | "duplicate" | "stale" | "unknown_type";

/**
 * Applies a verified delivery exactly once. In one transaction: the webhook-id is recorded (a
 * unique row: a concurrent duplicate waits on it, then finds it taken), the entity's version
 * compared and advanced, the customer state saved, then the app's handlers run. A handler that
 * throws rolls all of it back — the id included — and the error reaches the caller, so the
 * platform's retry applies the delivery again.
 */
export async function applyDelivery(
  adapter: Adapter,
  delivery: Delivery,
  handlers: WebhookHandlers,
): Promise<DeliveryOutcome> {
  const { webhookId, event } = delivery;
  if (await findDelivery(adapter, webhookId)) return "duplicate";
  try {
    return await adapter.transaction(async (trx) => {
      if (!event.known) {
        await recordDelivery(trx, { webhookId, eventType: event.type, outcome: "unknown_type" });
        return "unknown_type";
      }
      await recordDelivery(trx, { webhookId, eventType: event.type, outcome: "applied" });
      const entity = entityVersionOf(event);
      if (entity && !(await advanceEntityVersion(trx, entity.key, entity.version))) {
        await markDeliveryStale(trx, webhookId);
        return "stale";
      }
      await applyCustomerState(trx, event, entity?.version ?? new Date());
      await dispatchEvent(handlers, event, { webhookId, adapter: trx });
      return "applied";
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError && error.isOn("billingWebhook", "webhookId"))
      return "duplicate";
    throw error;
  }
}
