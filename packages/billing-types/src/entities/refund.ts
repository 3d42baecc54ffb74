import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { DISPUTE_STATUSES, REFUND_REASONS, REFUND_STATUSES } from "../enums";
import { metadata, timestamps, unlistedTimestamps } from "./shared";

/** Today's API: the dispute a refund was issued to prevent or settle. */
const refundDisputeField = f.object("RefundDispute", {
  ...timestamps(),
  id: f.string(),
  status: f.enum(DISPUTE_STATUSES),
  resolved: f.boolean(),
  closed: f.boolean(),
  amount: f.int(),
  taxAmount: f.int(),
  currency: f.string(),
  reason: f.nullable(f.string()),
  evidenceDueBy: f.nullable(f.date()),
  pastDue: f.boolean(),
  orderId: f.string(),
  paymentId: f.string(),
});

const refundField = f.object("Refund", {
  ...unlistedTimestamps(),
  id: f.string(),
  metadata: metadata(),
  status: f.enum(REFUND_STATUSES),
  reason: f.enum(REFUND_REASONS),
  amount: f.int(),
  taxAmount: f.int(),
  currency: f.string(),
  organizationId: f.string(),
  orderId: f.string(),
  subscriptionId: f.nullable(f.string()),
  customerId: f.string(),
  revokeBenefits: f.boolean(),
  dispute: f.maybe(refundDisputeField),
});

export interface RefundDisputeWire extends WireOf<typeof refundDisputeField> {}
export interface RefundDispute extends ClientOf<typeof refundDisputeField> {}
export interface RefundWire extends WireOf<typeof refundField> {}
export interface Refund extends ClientOf<typeof refundField> {}
export const refund: Field<RefundWire, Refund> = refundField;
