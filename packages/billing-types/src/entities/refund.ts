import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { REFUND_REASONS, REFUND_STATUSES } from "../enums";
import { metadata } from "./shared";

const refundField = f.object("Refund", {
  id: f.string(),
  status: f.enum(REFUND_STATUSES),
  reason: f.enum(REFUND_REASONS),
  amount: f.int(),
  taxAmount: f.int(),
  currency: f.string(),
  organizationId: f.string(),
  orderId: f.string(),
  subscriptionId: f.maybe(f.string()),
  customerId: f.string(),
  revokeBenefits: f.boolean(),
  metadata: metadata(),
});

export interface RefundWire extends WireOf<typeof refundField> {}
export interface Refund extends ClientOf<typeof refundField> {}
export const refund: Field<RefundWire, Refund> = refundField;
