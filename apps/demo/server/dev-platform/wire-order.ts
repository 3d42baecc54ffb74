import type { CustomerRecord, OrderRecord, ProductRecord, SubscriptionRecord } from "./records";
import { customerWire } from "./wire-customer";
import { iso, isoOrNull, type WireObject } from "./wire-json";
import { productSummaryWire } from "./wire-product";
import { subscriptionCoreWire } from "./wire-subscription";

/** An order as GET /v1/orders/ and the order.* events carry it: one line, no tax, no discount. */
export function orderWire(
  order: OrderRecord,
  customer: CustomerRecord,
  product: ProductRecord,
  subscription: SubscriptionRecord | null,
): WireObject {
  const paid = order.status === "paid";
  return {
    id: order.id,
    created_at: iso(order.createdAt),
    modified_at: isoOrNull(order.modifiedAt),
    status: order.status,
    paid,
    subtotal_amount: order.amount,
    discount_amount: 0,
    net_amount: order.amount,
    amount: order.amount,
    tax_amount: 0,
    total_amount: order.amount,
    applied_balance_amount: 0,
    due_amount: paid ? 0 : order.amount,
    refunded_amount: 0,
    refunded_tax_amount: 0,
    currency: order.currency,
    billing_reason: order.billingReason,
    billing_name: customer.name,
    billing_address: null,
    invoice_number: null,
    is_invoice_generated: false,
    receipt_number: null,
    customer_id: order.customerId,
    product_id: order.productId,
    discount_id: null,
    subscription_id: order.subscriptionId,
    checkout_id: order.checkoutId,
    metadata: { ...order.metadata },
    custom_field_data: {},
    platform_fee_amount: 0,
    platform_fee_currency: null,
    user_id: order.customerId,
    customer: customerWire(customer),
    product: productSummaryWire(product),
    discount: null,
    subscription: subscription ? subscriptionCoreWire(subscription) : null,
    items: [
      {
        created_at: iso(order.createdAt),
        modified_at: null,
        id: `${order.id}-line`,
        label: product.name,
        amount: order.amount,
        tax_amount: 0,
        proration: false,
        product_price_id: product.priceId,
      },
    ],
    description: product.name,
    refundable_amount: paid ? order.amount : 0,
    refundable_tax_amount: 0,
  };
}
