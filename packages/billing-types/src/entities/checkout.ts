import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { CHECKOUT_STATUSES, PAYMENT_PROCESSORS } from "../enums";
import { attachedCustomField } from "./custom-field";
import { discount } from "./discount";
import { price } from "./price";
import { product } from "./product";
import { address, customFieldData, metadata } from "./shared";

/** Which parts of the billing address the checkout requires. */
const customerBillingAddressFields = f.object("CustomerBillingAddressFields", {
  country: f.boolean(),
  state: f.boolean(),
  city: f.boolean(),
  postalCode: f.boolean(),
  line1: f.boolean(),
  line2: f.boolean(),
});

const checkoutField = f.object("Checkout", {
  createdAt: f.date(),
  modifiedAt: f.maybe(f.date()),
  id: f.string(),
  customFieldData: customFieldData(),
  paymentProcessor: f.enum(PAYMENT_PROCESSORS),
  status: f.enum(CHECKOUT_STATUSES),
  clientSecret: f.string(),
  url: f.string(),
  expiresAt: f.date(),
  successUrl: f.string(),
  embedOrigin: f.maybe(f.string()),
  amount: f.int(),
  discountAmount: f.int(),
  netAmount: f.int(),
  taxAmount: f.maybe(f.int()),
  totalAmount: f.int(),
  currency: f.string(),
  productId: f.maybe(f.string()),
  productPriceId: f.maybe(f.string()),
  discountId: f.maybe(f.string()),
  allowDiscountCodes: f.boolean(),
  requireBillingAddress: f.boolean(),
  isDiscountApplicable: f.boolean(),
  isFreeProductPrice: f.boolean(),
  isPaymentRequired: f.boolean(),
  isPaymentSetupRequired: f.boolean(),
  isPaymentFormRequired: f.boolean(),
  customerId: f.maybe(f.string()),
  customerName: f.maybe(f.string()),
  customerEmail: f.maybe(f.string()),
  customerIpAddress: f.maybe(f.string()),
  customerBillingAddress: f.maybe(address),
  customerTaxId: f.maybe(f.string()),
  paymentProcessorMetadata: f.record(f.json()),
  metadata: metadata(),
  customerExternalId: f.maybe(f.string()),
  products: f.array(product),
  product: f.maybe(product),
  productPrice: f.maybe(price),
  discount: f.maybe(discount),
  subscriptionId: f.maybe(f.string()),
  attachedCustomFields: f.maybe(f.array(attachedCustomField)),
  customerMetadata: metadata(),
  customerBillingAddressFields,
});

export interface CheckoutWire extends WireOf<typeof checkoutField> {}
export interface Checkout extends ClientOf<typeof checkoutField> {}
export const checkout: Field<CheckoutWire, Checkout> = checkoutField;
