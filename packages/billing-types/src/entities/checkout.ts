import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import {
  BILLING_ADDRESS_FIELD_MODES,
  CHECKOUT_STATUSES,
  PAYMENT_PROCESSORS,
  TAX_BEHAVIORS,
  TRIAL_INTERVALS,
} from "../enums";
import { attachedCustomField } from "./custom-field";
import { checkoutDiscount } from "./discount";
import { price } from "./price";
import { checkoutProduct } from "./product";
import { address, customFieldData, metadata, timestamps } from "./shared";

const addressParts = <Wire, Client>(each: () => Field<Wire, Client>) => ({
  country: each(),
  state: each(),
  city: each(),
  postalCode: each(),
  line1: each(),
  line2: each(),
});

/** The 2025 API: which parts of the billing address the checkout requires. */
const customerBillingAddressFields = f.object(
  "CustomerBillingAddressFields",
  addressParts(() => f.boolean()),
);

/** Today's API: whether the checkout asks for each part of the billing address. */
const billingAddressFields = f.object(
  "BillingAddressFields",
  addressParts(() => f.enum(BILLING_ADDRESS_FIELD_MODES)),
);

const checkoutField = f.object("Checkout", {
  ...timestamps(),
  id: f.string(),
  customFieldData: customFieldData(),
  paymentProcessor: f.enum(PAYMENT_PROCESSORS),
  status: f.enum(CHECKOUT_STATUSES),
  clientSecret: f.string(),
  url: f.string(),
  expiresAt: f.date(),
  successUrl: f.string(),
  /** Today's API. */
  returnUrl: f.maybe(f.string()),
  embedOrigin: f.nullable(f.string()),
  amount: f.int(),
  /** Today's API. */
  seats: f.maybe(f.int()),
  /** Today's API. */
  minSeats: f.maybe(f.int()),
  /** Today's API. */
  maxSeats: f.maybe(f.int()),
  discountAmount: f.int(),
  netAmount: f.int(),
  taxAmount: f.nullable(f.int()),
  /** Today's API. */
  taxBehavior: f.maybe(f.enum(TAX_BEHAVIORS)),
  totalAmount: f.int(),
  currency: f.string(),
  /** Today's API. */
  allowTrial: f.maybe(f.boolean()),
  /** Today's API. */
  activeTrialInterval: f.maybe(f.enum(TRIAL_INTERVALS)),
  /** Today's API. */
  activeTrialIntervalCount: f.maybe(f.int()),
  /** Today's API. */
  trialEnd: f.maybe(f.date()),
  /** Today's API. */
  organizationId: f.optional(f.string()),
  productId: f.nullable(f.string()),
  productPriceId: f.nullable(f.string()),
  discountId: f.nullable(f.string()),
  allowDiscountCodes: f.boolean(),
  requireBillingAddress: f.boolean(),
  isDiscountApplicable: f.boolean(),
  isFreeProductPrice: f.boolean(),
  isPaymentRequired: f.boolean(),
  isPaymentSetupRequired: f.boolean(),
  isPaymentFormRequired: f.boolean(),
  customerId: f.nullable(f.string()),
  /** Not in billing.md's list: a payload of the spec's era may leave it out. */
  isBusinessCustomer: f.optional(f.boolean()),
  customerName: f.nullable(f.string()),
  customerEmail: f.nullable(f.string()),
  customerIpAddress: f.nullable(f.string()),
  /** Not in billing.md's list: a payload of the spec's era may leave it out. */
  customerBillingName: f.maybe(f.string()),
  customerBillingAddress: f.nullable(address),
  customerTaxId: f.nullable(f.string()),
  /** Today's API. */
  locale: f.maybe(f.string()),
  paymentProcessorMetadata: f.record(f.string()),
  /** Today's API. */
  billingAddressFields: f.optional(billingAddressFields),
  /** Today's API. */
  trialInterval: f.maybe(f.enum(TRIAL_INTERVALS)),
  /** Today's API. */
  trialIntervalCount: f.maybe(f.int()),
  metadata: metadata(),
  /** The 2025 API's name of `externalCustomerId`. */
  customerExternalId: f.maybe(f.string()),
  /** Today's API. */
  externalCustomerId: f.maybe(f.string()),
  products: f.array(checkoutProduct),
  product: f.nullable(checkoutProduct),
  productPrice: f.nullable(price),
  /** Today's API: the prices offered, by product id. */
  prices: f.maybe(f.record(f.array(price))),
  discount: f.nullable(checkoutDiscount),
  subscriptionId: f.nullable(f.string()),
  attachedCustomFields: f.nullable(f.array(attachedCustomField)),
  customerMetadata: metadata(),
  /** The 2025 API (today's: `billingAddressFields`). */
  customerBillingAddressFields: f.optional(customerBillingAddressFields),
});

export interface CheckoutWire extends WireOf<typeof checkoutField> {}
export interface Checkout extends ClientOf<typeof checkoutField> {}
export const checkout: Field<CheckoutWire, Checkout> = checkoutField;
