import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { ORDER_BILLING_REASONS, ORDER_STATUSES } from "../enums";
import { customer } from "./customer";
import { discount } from "./discount";
import { product } from "./product";
import { address, customFieldData, metadata } from "./shared";
import { subscription } from "./subscription";

const orderItemField = f.object("OrderItem", {
  id: f.string(),
  label: f.string(),
  amount: f.int(),
  taxAmount: f.int(),
  proration: f.boolean(),
  productPriceId: f.maybe(f.string()),
});

const orderField = f.object("Order", {
  id: f.string(),
  status: f.enum(ORDER_STATUSES),
  paid: f.boolean(),
  subtotalAmount: f.int(),
  discountAmount: f.int(),
  netAmount: f.int(),
  amount: f.int(),
  taxAmount: f.int(),
  totalAmount: f.int(),
  refundedAmount: f.int(),
  refundedTaxAmount: f.int(),
  currency: f.string(),
  billingReason: f.enum(ORDER_BILLING_REASONS),
  billingAddress: f.maybe(address),
  customerId: f.string(),
  productId: f.maybe(f.string()),
  discountId: f.maybe(f.string()),
  subscriptionId: f.maybe(f.string()),
  checkoutId: f.maybe(f.string()),
  metadata: metadata(),
  customFieldData: customFieldData(),
  customer,
  userId: f.maybe(f.string()),
  product: f.maybe(product),
  discount: f.maybe(discount),
  subscription: f.maybe(subscription),
  items: f.array(orderItemField),
});

export interface OrderItemWire extends WireOf<typeof orderItemField> {}
export interface OrderItem extends ClientOf<typeof orderItemField> {}
export interface OrderWire extends WireOf<typeof orderField> {}
export interface Order extends ClientOf<typeof orderField> {}
export const orderItem: Field<OrderItemWire, OrderItem> = orderItemField;
export const order: Field<OrderWire, Order> = orderField;
