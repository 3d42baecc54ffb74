import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import type { DiscountDuration, DiscountType } from "../enums";
import { metadata, timestamps } from "./shared";

/** A discount's type and duration: each a union of its own (billing.md §3, Discount). */
const discountUnions = [
  f.union("type", {
    fixed: {
      amount: f.int(),
      currency: f.string(),
      /** Today's API: the amount in each currency it applies to. */
      amounts: f.optional(f.record(f.int())),
    },
    percentage: { basisPoints: f.int() },
  }),
  f.union("duration", {
    once: {},
    forever: {},
    repeating: { durationInMonths: f.int() },
  }),
] as const;

const discountField = f.object(
  "Discount",
  {
    ...timestamps(),
    id: f.string(),
    metadata: metadata(),
    name: f.string(),
    code: f.nullable(f.string()),
    startsAt: f.nullable(f.date()),
    endsAt: f.nullable(f.date()),
    maxRedemptions: f.nullable(f.int()),
    redemptionsCount: f.int(),
    organizationId: f.string(),
  },
  ...discountUnions,
);

export type DiscountWire = WireOf<typeof discountField>;
export type Discount = ClientOf<typeof discountField>;
/** A discount whose type and duration this version both know. */
export type KnownDiscount = Recognised<
  Recognised<Discount, "type", DiscountType>,
  "duration",
  DiscountDuration
>;
export const discount: Field<DiscountWire, Discount> = discountField;

/** The discount a checkout applies, as the buyer sees it: no dates, metadata or counts. */
const checkoutDiscountField = f.object(
  "CheckoutDiscount",
  { id: f.string(), name: f.string(), code: f.nullable(f.string()) },
  ...discountUnions,
);

export type CheckoutDiscountWire = WireOf<typeof checkoutDiscountField>;
export type CheckoutDiscount = ClientOf<typeof checkoutDiscountField>;
export const checkoutDiscount: Field<CheckoutDiscountWire, CheckoutDiscount> =
  checkoutDiscountField;
