import type { Adapter } from "@tollgate/auth-server";
import { type KnownWebhookEvent, toWire } from "@tollgate/billing-types";
import { advanceEntityVersion, deleteCustomerState, saveCustomerState } from "../adapter";
import { customerStateKey } from "./entity-version";

/**
 * What the plugin itself keeps of an event: a customer's state (active subscriptions, granted
 * benefits, meters) from `customer.state_changed`, dropped on `customer.deleted`. Other events
 * change nothing here; the app's handlers get them all.
 */
export async function applyCustomerState(
  trx: Adapter,
  event: KnownWebhookEvent,
  version: Date,
): Promise<void> {
  if (event.type === "customer.deleted") {
    await deleteCustomerState(trx, event.data.id);
    // A state emitted before the deletion and delivered after it must not bring the row back.
    await advanceEntityVersion(trx, customerStateKey(event.data.id), version);
    return;
  }
  if (event.type !== "customer.state_changed") return;
  const state = toWire("customerState", event.data);
  await saveCustomerState(trx, {
    customerId: state.id,
    externalId: state.external_id ?? null,
    state,
    version,
  });
}
