import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import {
  RECURRING_INTERVALS,
  SUBSCRIPTION_CANCELLATION_REASONS,
  SUBSCRIPTION_STATUSES,
} from "../enums";
import { customer } from "./customer";
import { discount } from "./discount";
import { meter } from "./meter";
import { price } from "./price";
import { product } from "./product";
import { customFieldData, metadata } from "./shared";

/** A meter's usage within one subscription, without the nested meter. */
export const subscriptionMeterFields = {
  id: f.string(),
  consumedUnits: f.number(),
  creditedUnits: f.int(),
  amount: f.int(),
  meterId: f.string(),
};

/** The subscription's own fields, without nested entities (reused by customer state). */
export const subscriptionFields = {
  id: f.string(),
  amount: f.int(),
  currency: f.string(),
  recurringInterval: f.enum(RECURRING_INTERVALS),
  status: f.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: f.date(),
  currentPeriodEnd: f.maybe(f.date()),
  cancelAtPeriodEnd: f.boolean(),
  canceledAt: f.maybe(f.date()),
  startedAt: f.maybe(f.date()),
  endsAt: f.maybe(f.date()),
  endedAt: f.maybe(f.date()),
  customerId: f.string(),
  productId: f.string(),
  discountId: f.maybe(f.string()),
  checkoutId: f.maybe(f.string()),
  customerCancellationReason: f.maybe(f.enum(SUBSCRIPTION_CANCELLATION_REASONS)),
  customerCancellationComment: f.maybe(f.string()),
  metadata: metadata(),
  customFieldData: customFieldData(),
};

const subscriptionMeterField = f.object("SubscriptionMeter", {
  ...subscriptionMeterFields,
  meter,
});

const subscriptionField = f.object("Subscription", {
  ...subscriptionFields,
  customer,
  product,
  discount: f.maybe(discount),
  prices: f.array(price),
  meters: f.array(subscriptionMeterField),
});

export interface SubscriptionMeterWire extends WireOf<typeof subscriptionMeterField> {}
export interface SubscriptionMeter extends ClientOf<typeof subscriptionMeterField> {}
export interface SubscriptionWire extends WireOf<typeof subscriptionField> {}
export interface Subscription extends ClientOf<typeof subscriptionField> {}
export const subscriptionMeter: Field<SubscriptionMeterWire, SubscriptionMeter> =
  subscriptionMeterField;
export const subscription: Field<SubscriptionWire, Subscription> = subscriptionField;
