import type { SchemaExtension } from "@tollgate/auth-server";
import type { CustomerStateWire } from "@tollgate/billing-types";

/**
 * The plugin's tables:
 * - `billingWebhook`: one row per applied delivery, by its `webhook-id` (unique), written in the
 *   same transaction as what the delivery changed, so a retried or duplicated delivery is
 *   acknowledged without running twice.
 * - `billingEntityVersion`: per platform entity (`subscription:<id>`, `customerState:<id>`, …)
 *   the version last applied (its `modified_at`, else `created_at`), so an older delivery that
 *   arrives late does not move anything backwards.
 * - `billingCustomerState`: the last customer state per platform customer (by `externalId`, the
 *   user or organization id): the whole state (active subscriptions, granted benefits, meters) in wire form,
 *   so `hasActiveSubscription` and `hasBenefit` answer from the database.
 */
export const billingSchema = {
  billingWebhook: {
    fields: {
      webhookId: { type: "string", required: true, unique: true },
      eventType: { type: "string", required: true },
      outcome: { type: "string", required: true },
      receivedAt: { type: "date", required: true },
    },
  },
  billingEntityVersion: {
    fields: {
      entityKey: { type: "string", required: true, unique: true },
      version: { type: "date", required: true },
      updatedAt: { type: "date", required: true },
    },
  },
  billingCustomerState: {
    fields: {
      customerId: { type: "string", required: true, unique: true },
      externalId: { type: "string", required: false, index: true },
      state: { type: "json", required: true },
      version: { type: "date", required: true },
      updatedAt: { type: "date", required: true },
    },
  },
} satisfies SchemaExtension;

export interface BillingWebhookRow extends Record<string, unknown> {
  id: string;
  webhookId: string;
  eventType: string;
  outcome: "applied" | "stale" | "unknown_type";
  receivedAt: Date;
}

export interface BillingEntityVersionRow extends Record<string, unknown> {
  id: string;
  entityKey: string;
  version: Date;
  updatedAt: Date;
}

export interface BillingCustomerStateRow extends Record<string, unknown> {
  id: string;
  customerId: string;
  externalId: string | null;
  /** The whole customer state in wire form (customer fields, subscriptions, benefits, meters). */
  state: CustomerStateWire;
  version: Date;
  updatedAt: Date;
}
