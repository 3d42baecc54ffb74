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
import { customFieldData, metadata, timestamps, unlistedTimestamps } from "./shared";

/** The subscription's own fields, without nested entities: what an order carries of it. */
const subscriptionFields = {
  ...unlistedTimestamps(),
  id: f.string(),
  metadata: metadata(),
  amount: f.int(),
  currency: f.string(),
  recurringInterval: f.enum(RECURRING_INTERVALS),
  /** Today's API. */
  recurringIntervalCount: f.optional(f.int()),
  status: f.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: f.date(),
  currentPeriodEnd: f.nullable(f.date()),
  /** Today's API. */
  currentMeterPeriodStart: f.maybe(f.date()),
  /** Today's API. */
  currentMeterPeriodEnd: f.maybe(f.date()),
  /** Today's API. */
  trialStart: f.maybe(f.date()),
  /** Today's API. */
  trialEnd: f.maybe(f.date()),
  cancelAtPeriodEnd: f.boolean(),
  canceledAt: f.nullable(f.date()),
  startedAt: f.nullable(f.date()),
  endsAt: f.nullable(f.date()),
  endedAt: f.nullable(f.date()),
  /** Today's API. */
  pastDueAt: f.maybe(f.date()),
  /** Today's API. */
  pauseAtPeriodEnd: f.optional(f.boolean()),
  /** Today's API. */
  pausedAt: f.maybe(f.date()),
  /** Today's API. */
  resumesAt: f.maybe(f.date()),
  customerId: f.string(),
  productId: f.string(),
  discountId: f.nullable(f.string()),
  checkoutId: f.nullable(f.string()),
  /** Today's API. */
  seats: f.maybe(f.int()),
  customerCancellationReason: f.nullable(f.enum(SUBSCRIPTION_CANCELLATION_REASONS)),
  customerCancellationComment: f.nullable(f.string()),
};

/** A meter's usage within one subscription, without the nested meter. */
export const subscriptionMeterFields = {
  ...unlistedTimestamps(),
  id: f.string(),
  consumedUnits: f.number(),
  creditedUnits: f.int(),
  amount: f.int(),
  meterId: f.string(),
};

const subscriptionMeterField = f.object("SubscriptionMeter", {
  ...subscriptionMeterFields,
  meter,
});

/** Today's API: a change (product, seats) that applies at the end of the period. */
const pendingUpdateField = f.object("PendingSubscriptionUpdate", {
  ...timestamps(),
  id: f.string(),
  appliesAt: f.date(),
  productId: f.nullable(f.string()),
  seats: f.nullable(f.int()),
});

const subscriptionField = f.object("Subscription", {
  ...subscriptionFields,
  customFieldData: customFieldData(),
  customer,
  product,
  discount: f.nullable(discount),
  prices: f.array(price),
  meters: f.array(subscriptionMeterField),
  pendingUpdate: f.maybe(pendingUpdateField),
});

/** The subscription of an order: its own fields, without customer, product, prices or meters. */
const orderSubscriptionField = f.object("OrderSubscription", subscriptionFields);

export interface SubscriptionMeterWire extends WireOf<typeof subscriptionMeterField> {}
export interface SubscriptionMeter extends ClientOf<typeof subscriptionMeterField> {}
export interface PendingSubscriptionUpdateWire extends WireOf<typeof pendingUpdateField> {}
export interface PendingSubscriptionUpdate extends ClientOf<typeof pendingUpdateField> {}
export interface SubscriptionWire extends WireOf<typeof subscriptionField> {}
export interface Subscription extends ClientOf<typeof subscriptionField> {}
export interface OrderSubscriptionWire extends WireOf<typeof orderSubscriptionField> {}
export interface OrderSubscription extends ClientOf<typeof orderSubscriptionField> {}
export const subscriptionMeter: Field<SubscriptionMeterWire, SubscriptionMeter> =
  subscriptionMeterField;
export const subscription: Field<SubscriptionWire, Subscription> = subscriptionField;
export const orderSubscription: Field<OrderSubscriptionWire, OrderSubscription> =
  orderSubscriptionField;
