import { type Adapter, UniqueConstraintError } from "@tollgate/auth-server";
import type { BillingCustomerStateRow, BillingEntityVersionRow, BillingWebhookRow } from "./schema";

/** Every query of the plugin, over the generic adapter (or one bound to a transaction). */

export function findDelivery(adapter: Adapter, webhookId: string) {
  return adapter.findOne<BillingWebhookRow>({
    model: "billingWebhook",
    where: [{ field: "webhookId", value: webhookId }],
  });
}

export function recordDelivery(
  adapter: Adapter,
  delivery: Pick<BillingWebhookRow, "webhookId" | "eventType" | "outcome">,
) {
  return adapter.create<BillingWebhookRow>({
    model: "billingWebhook",
    data: { ...delivery, receivedAt: new Date() },
  });
}

export function markDeliveryStale(adapter: Adapter, webhookId: string) {
  return adapter.update({
    model: "billingWebhook",
    where: [{ field: "webhookId", value: webhookId }],
    update: { outcome: "stale" },
  });
}

/**
 * Makes sure each entity has its version row (at the epoch when new), before the delivery's
 * transaction locks it: locking a row that exists serialises deliveries of one entity on every
 * database, where locking a missing one does not (MySQL's gap locks deadlock two first inserts;
 * PostgreSQL's lose one to the unique index). Outside any transaction; a lost race is fine.
 */
export async function ensureEntityVersionRows(adapter: Adapter, entityKeys: string[]) {
  for (const entityKey of entityKeys) {
    const where = [{ field: "entityKey", value: entityKey }];
    if (await adapter.findOne({ model: "billingEntityVersion", where })) continue;
    try {
      await adapter.create({
        model: "billingEntityVersion",
        data: { entityKey, version: new Date(0), updatedAt: new Date() },
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
  }
}

/** Locks the entities' version rows (made by ensureEntityVersionRows) until the transaction ends. */
export async function lockEntityVersions(trx: Adapter, entityKeys: string[]) {
  for (const entityKey of entityKeys)
    await trx.lockRows({
      model: "billingEntityVersion",
      where: [{ field: "entityKey", value: entityKey }],
    });
}

/**
 * Whether `version` is not older than the entity's last applied one; if so it becomes the
 * entity's version. Locks the entity's row first (inside the delivery's transaction), so two
 * deliveries of one entity are compared one after the other.
 */
export async function advanceEntityVersion(
  trx: Adapter,
  entityKey: string,
  version: Date,
): Promise<boolean> {
  const where = [{ field: "entityKey", value: entityKey }];
  await trx.lockRows({ model: "billingEntityVersion", where });
  const current = await trx.findOne<BillingEntityVersionRow>({
    model: "billingEntityVersion",
    where,
  });
  if (current && current.version.getTime() > version.getTime()) return false;
  if (current) {
    await trx.update({
      model: "billingEntityVersion",
      where,
      update: { version, updatedAt: new Date() },
    });
  } else {
    await trx.create({
      model: "billingEntityVersion",
      data: { entityKey, version, updatedAt: new Date() },
    });
  }
  return true;
}

export type CustomerStateData = Omit<BillingCustomerStateRow, "id" | "updatedAt">;

export async function saveCustomerState(trx: Adapter, state: CustomerStateData): Promise<void> {
  const where = [{ field: "customerId", value: state.customerId }];
  const data = { ...state, updatedAt: new Date() };
  const updated = await trx.update({ model: "billingCustomerState", where, update: data });
  if (!updated) await trx.create({ model: "billingCustomerState", data });
}

export function deleteCustomerState(trx: Adapter, customerId: string) {
  return trx.deleteMany({
    model: "billingCustomerState",
    where: [{ field: "customerId", value: customerId }],
  });
}

export function findCustomerState(adapter: Adapter, externalId: string) {
  return adapter.findOne<BillingCustomerStateRow>({
    model: "billingCustomerState",
    where: [{ field: "externalId", value: externalId }],
  });
}

interface MemberRoleRow extends Record<string, unknown> {
  role: string;
}

/**
 * The user's role in the organization (`member` of @tollgate/organization-plugin: one name or
 * several joined by commas), or null when they are not a member.
 */
export async function findMemberRole(
  adapter: Adapter,
  organizationId: string,
  userId: string,
): Promise<string | null> {
  const member = await adapter.findOne<MemberRoleRow>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: userId },
    ],
  });
  return member?.role ?? null;
}
