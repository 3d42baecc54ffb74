import type { z } from "zod";
import { wireSchemaOf } from "../derive/wire-schema";
import type {
  AddressWire,
  AttachedCustomFieldWire,
  BenefitGrantWire,
  BenefitPublicWire,
  BenefitWire,
  CheckoutDiscountWire,
  CheckoutProductWire,
  CheckoutWire,
  CustomerStateWire,
  CustomerWire,
  CustomFieldWire,
  DiscountWire,
  MediaWire,
  MeterWire,
  OrderItemWire,
  OrderProductWire,
  OrderSubscriptionWire,
  OrderWire,
  OrganizationWire,
  PriceWire,
  ProductWire,
  RefundWire,
  SubscriptionMeterWire,
  SubscriptionWire,
} from "../entities";
import { ENTITIES, type EntityName, type WireEntity } from "../registry";
import { exactSchema } from "./exact-schema";

function entitySchema<N extends EntityName>(name: N): z.ZodType<WireEntity<N>> {
  return exactSchema<WireEntity<N>>(wireSchemaOf(ENTITIES[name].node));
}

// Naming: `<entity>WireSchema` validates the wire form and returns it unchanged.
export const addressWireSchema: z.ZodType<AddressWire> = entitySchema("address");
export const attachedCustomFieldWireSchema: z.ZodType<AttachedCustomFieldWire> =
  entitySchema("attachedCustomField");
export const benefitWireSchema: z.ZodType<BenefitWire> = entitySchema("benefit");
export const benefitGrantWireSchema: z.ZodType<BenefitGrantWire> = entitySchema("benefitGrant");
export const benefitPublicWireSchema: z.ZodType<BenefitPublicWire> = entitySchema("benefitPublic");
export const checkoutWireSchema: z.ZodType<CheckoutWire> = entitySchema("checkout");
export const checkoutDiscountWireSchema: z.ZodType<CheckoutDiscountWire> =
  entitySchema("checkoutDiscount");
export const checkoutProductWireSchema: z.ZodType<CheckoutProductWire> =
  entitySchema("checkoutProduct");
export const customerWireSchema: z.ZodType<CustomerWire> = entitySchema("customer");
export const customerStateWireSchema: z.ZodType<CustomerStateWire> = entitySchema("customerState");
export const customFieldWireSchema: z.ZodType<CustomFieldWire> = entitySchema("customField");
export const discountWireSchema: z.ZodType<DiscountWire> = entitySchema("discount");
export const mediaWireSchema: z.ZodType<MediaWire> = entitySchema("media");
export const meterWireSchema: z.ZodType<MeterWire> = entitySchema("meter");
export const orderWireSchema: z.ZodType<OrderWire> = entitySchema("order");
export const orderItemWireSchema: z.ZodType<OrderItemWire> = entitySchema("orderItem");
export const orderProductWireSchema: z.ZodType<OrderProductWire> = entitySchema("orderProduct");
export const orderSubscriptionWireSchema: z.ZodType<OrderSubscriptionWire> =
  entitySchema("orderSubscription");
export const organizationWireSchema: z.ZodType<OrganizationWire> = entitySchema("organization");
export const priceWireSchema: z.ZodType<PriceWire> = entitySchema("price");
export const productWireSchema: z.ZodType<ProductWire> = entitySchema("product");
export const refundWireSchema: z.ZodType<RefundWire> = entitySchema("refund");
export const subscriptionWireSchema: z.ZodType<SubscriptionWire> = entitySchema("subscription");
export const subscriptionMeterWireSchema: z.ZodType<SubscriptionMeterWire> =
  entitySchema("subscriptionMeter");

/** Every entity's wire schema by entity name. */
export const entityWireSchemas: { readonly [N in EntityName]: z.ZodType<WireEntity<N>> } = {
  address: addressWireSchema,
  attachedCustomField: attachedCustomFieldWireSchema,
  benefit: benefitWireSchema,
  benefitGrant: benefitGrantWireSchema,
  benefitPublic: benefitPublicWireSchema,
  checkout: checkoutWireSchema,
  checkoutDiscount: checkoutDiscountWireSchema,
  checkoutProduct: checkoutProductWireSchema,
  customer: customerWireSchema,
  customerState: customerStateWireSchema,
  customField: customFieldWireSchema,
  discount: discountWireSchema,
  media: mediaWireSchema,
  meter: meterWireSchema,
  order: orderWireSchema,
  orderItem: orderItemWireSchema,
  orderProduct: orderProductWireSchema,
  orderSubscription: orderSubscriptionWireSchema,
  organization: organizationWireSchema,
  price: priceWireSchema,
  product: productWireSchema,
  refund: refundWireSchema,
  subscription: subscriptionWireSchema,
  subscriptionMeter: subscriptionMeterWireSchema,
};
