import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { PRODUCT_VISIBILITIES, RECURRING_INTERVALS, TRIAL_INTERVALS } from "../enums";
import { benefit } from "./benefit";
import { benefitPublic } from "./benefit-public";
import { attachedCustomField } from "./custom-field";
import { media } from "./media";
import { price } from "./price";
import { metadata, timestamps } from "./shared";

/** A product's own fields, which every form of it carries (full, in an order, in a checkout). */
const productFields = {
  id: f.string(),
  ...timestamps(),
  /** Today's API. */
  trialInterval: f.maybe(f.enum(TRIAL_INTERVALS)),
  /** Today's API. */
  trialIntervalCount: f.maybe(f.int()),
  name: f.string(),
  description: f.nullable(f.string()),
  /** Today's API. */
  visibility: f.optional(f.enum(PRODUCT_VISIBILITIES)),
  recurringInterval: f.nullable(f.enum(RECURRING_INTERVALS)),
  /** Today's API. */
  recurringIntervalCount: f.maybe(f.int()),
  /** Today's API. */
  meterInterval: f.maybe(f.enum(RECURRING_INTERVALS)),
  /** Today's API. */
  meterIntervalCount: f.maybe(f.int()),
  isRecurring: f.boolean(),
  isArchived: f.boolean(),
  organizationId: f.string(),
};

const productField = f.object("Product", {
  ...productFields,
  metadata: metadata(),
  prices: f.array(price),
  benefits: f.array(benefit),
  medias: f.array(media),
  attachedCustomFields: f.array(attachedCustomField),
});

/** The product of an order: the product's own fields, without prices, benefits or medias. */
const orderProductField = f.object("OrderProduct", { ...productFields, metadata: metadata() });

/**
 * A product a checkout offers: its prices and medias, its benefits as the buyer sees them
 * (`BenefitPublic`), and no metadata or attached custom fields (the checkout carries those).
 */
const checkoutProductField = f.object("CheckoutProduct", {
  ...productFields,
  prices: f.array(price),
  benefits: f.array(benefitPublic),
  medias: f.array(media),
});

export interface ProductWire extends WireOf<typeof productField> {}
export interface Product extends ClientOf<typeof productField> {}
export const product: Field<ProductWire, Product> = productField;
export interface OrderProductWire extends WireOf<typeof orderProductField> {}
export interface OrderProduct extends ClientOf<typeof orderProductField> {}
export const orderProduct: Field<OrderProductWire, OrderProduct> = orderProductField;
export interface CheckoutProductWire extends WireOf<typeof checkoutProductField> {}
export interface CheckoutProduct extends ClientOf<typeof checkoutProductField> {}
export const checkoutProduct: Field<CheckoutProductWire, CheckoutProduct> = checkoutProductField;
