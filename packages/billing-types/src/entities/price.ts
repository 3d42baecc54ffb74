import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import {
  METER_UNITS,
  PRICE_SOURCES,
  PRICE_TYPES,
  type PriceAmountType,
  RECURRING_INTERVALS,
  SEAT_TIER_TYPES,
  TAX_BEHAVIORS,
} from "../enums";
import { unlistedTimestamps } from "./shared";

/** The meter a metered price counts (its id and name; today's API adds how it is shown). */
const priceMeterField = f.object("PriceMeter", {
  id: f.string(),
  name: f.string(),
  unit: f.optional(f.enum(METER_UNITS)),
  customLabel: f.maybe(f.string()),
  customMultiplier: f.maybe(f.int()),
});

const seatTiersField = f.object("PriceSeatTiers", {
  seatTierType: f.optional(f.enum(SEAT_TIER_TYPES)),
  tiers: f.array(
    f.object("PriceSeatTier", {
      minSeats: f.int(),
      maxSeats: f.maybe(f.int()),
      pricePerSeat: f.int(),
    }),
  ),
  minimumSeats: f.int(),
  maximumSeats: f.nullable(f.int()),
});

const priceField = f.object(
  "Price",
  {
    // billing.md lists a price's common fields without its id and dates.
    ...unlistedTimestamps(),
    id: f.optional(f.string()),
    productId: f.string(),
    isArchived: f.boolean(),
    /** The 2025 API sends it on every price; today's API only on legacy recurring prices. */
    type: f.optional(f.enum(PRICE_TYPES)),
    /** The 2025 API sends it on every price; today's API only on legacy recurring prices. */
    recurringInterval: f.maybe(f.enum(RECURRING_INTERVALS)),
    /** `true` on a legacy recurring price (one whose product has no recurring interval). */
    legacy: f.optional(f.boolean()),
    source: f.optional(f.enum(PRICE_SOURCES)),
    taxBehavior: f.maybe(f.enum(TAX_BEHAVIORS)),
  },
  f.union("amountType", {
    free: {},
    fixed: { priceCurrency: f.string(), priceAmount: f.int() },
    custom: {
      priceCurrency: f.string(),
      minimumAmount: f.nullable(f.int()),
      maximumAmount: f.nullable(f.int()),
      presetAmount: f.nullable(f.int()),
    },
    metered_unit: {
      priceCurrency: f.string(),
      /**
       * The price of one unit in cents, as a **decimal string** (`"0.05"`: a twentieth of a
       * cent): it may be a fraction of the smallest currency unit, so it is not an integer.
       */
      unitAmount: f.string(),
      capAmount: f.nullable(f.int()),
      meterId: f.string(),
      meter: priceMeterField,
    },
    seat_based: { priceCurrency: f.string(), seatTiers: seatTiersField },
  }),
);

export type PriceWire = WireOf<typeof priceField>;
export type Price = ClientOf<typeof priceField>;
/** A price whose amountType this version knows; narrow further on `amountType`. */
export type KnownPrice = Recognised<Price, "amountType", PriceAmountType>;
export interface PriceMeterWire extends WireOf<typeof priceMeterField> {}
export interface PriceMeter extends ClientOf<typeof priceMeterField> {}
export interface PriceSeatTiersWire extends WireOf<typeof seatTiersField> {}
export interface PriceSeatTiers extends ClientOf<typeof seatTiersField> {}
export const price: Field<PriceWire, Price> = priceField;
