import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { ORDER_BILLING_REASONS, ORDER_STATUSES } from "../enums";
import { customer } from "./customer";
import { discount } from "./discount";
import { orderProduct } from "./product";
import { address, customFieldData, metadata, unlistedTimestamps } from "./shared";
import { orderSubscription } from "./subscription";

const orderItemField = f.object("OrderItem", {
  ...unlistedTimestamps(),
  id: f.string(),
  label: f.string(),
  amount: f.int(),
  taxAmount: f.int(),
  proration: f.boolean(),
  productPriceId: f.nullable(f.string()),
});

const orderField = f.object("Order", {
  id: f.string(),
  ...unlistedTimestamps(),
  status: f.enum(ORDER_STATUSES),
  paid: f.boolean(),
  subtotalAmount: f.int(),
  discountAmount: f.int(),
  netAmount: f.int(),
  /** The 2025 API (the net amount); today's API leaves it out. */
  amount: f.optional(f.int()),
  taxAmount: f.int(),
  totalAmount: f.int(),
  /** Today's API. */
  appliedBalanceAmount: f.optional(f.int()),
  /** Today's API. */
  dueAmount: f.optional(f.int()),
  refundedAmount: f.int(),
  refundedTaxAmount: f.int(),
  currency: f.string(),
  billingReason: f.enum(ORDER_BILLING_REASONS),
  /** Today's API. */
  billingName: f.maybe(f.string()),
  billingAddress: f.nullable(address),
  /** Today's API. */
  invoiceNumber: f.maybe(f.string()),
  /** Today's API. */
  isInvoiceGenerated: f.optional(f.boolean()),
  /** Today's API. */
  receiptNumber: f.maybe(f.string()),
  /** Today's API. */
  seats: f.maybe(f.int()),
  customerId: f.string(),
  productId: f.nullable(f.string()),
  discountId: f.nullable(f.string()),
  subscriptionId: f.nullable(f.string()),
  checkoutId: f.nullable(f.string()),
  /** Today's API. */
  nextPaymentAttemptAt: f.maybe(f.date()),
  metadata: metadata(),
  customFieldData: customFieldData(),
  /** Today's API. */
  platformFeeAmount: f.optional(f.int()),
  /** Today's API. */
  platformFeeCurrency: f.maybe(f.string()),
  customer,
  /** The 2025 API; today's API leaves it out. */
  userId: f.optional(f.string()),
  product: f.nullable(orderProduct),
  discount: f.nullable(discount),
  subscription: f.nullable(orderSubscription),
  items: f.array(orderItemField),
  /** Today's API. */
  description: f.optional(f.string()),
  /** Today's API. */
  refundableAmount: f.optional(f.int()),
  /** Today's API. */
  refundableTaxAmount: f.optional(f.int()),
});

export interface OrderItemWire extends WireOf<typeof orderItemField> {}
export interface OrderItem extends ClientOf<typeof orderItemField> {}
export interface OrderWire extends WireOf<typeof orderField> {}
export interface Order extends ClientOf<typeof orderField> {}
export const orderItem: Field<OrderItemWire, OrderItem> = orderItemField;
export const order: Field<OrderWire, Order> = orderField;
