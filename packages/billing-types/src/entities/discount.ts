import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import type { DiscountDuration, DiscountType } from "../enums";
import { metadata } from "./shared";

const discountField = f.object(
  "Discount",
  {
    createdAt: f.date(),
    modifiedAt: f.maybe(f.date()),
    id: f.string(),
    metadata: metadata(),
    name: f.string(),
    code: f.maybe(f.string()),
    startsAt: f.maybe(f.date()),
    endsAt: f.maybe(f.date()),
    maxRedemptions: f.maybe(f.int()),
    redemptionsCount: f.int(),
    organizationId: f.string(),
  },
  f.union("type", {
    fixed: { amount: f.int(), currency: f.string() },
    percentage: { basisPoints: f.int() },
  }),
  f.union("duration", {
    once: {},
    forever: {},
    repeating: { durationInMonths: f.int() },
  }),
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
