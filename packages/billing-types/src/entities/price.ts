import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import { PRICE_TYPES, type PriceAmountType, RECURRING_INTERVALS } from "../enums";

const priceField = f.object(
  "Price",
  {
    productId: f.string(),
    isArchived: f.boolean(),
    priceCurrency: f.string(),
    type: f.enum(PRICE_TYPES),
    recurringInterval: f.maybe(f.enum(RECURRING_INTERVALS)),
  },
  f.union("amountType", {
    free: {},
    fixed: { priceAmount: f.int() },
    custom: {
      minimumAmount: f.maybe(f.int()),
      maximumAmount: f.maybe(f.int()),
      presetAmount: f.maybe(f.int()),
    },
    metered_unit: {
      unitAmount: f.int(),
      capAmount: f.maybe(f.int()),
      meterId: f.string(),
      meter: f.object("PriceMeter", { id: f.string(), name: f.string() }),
    },
  }),
);

export type PriceWire = WireOf<typeof priceField>;
export type Price = ClientOf<typeof priceField>;
/** A price whose amountType this version knows; narrow further on `amountType`. */
export type KnownPrice = Recognised<Price, "amountType", PriceAmountType>;
export const price: Field<PriceWire, Price> = priceField;
