import { knownGuard } from "./known-guard";

// Enumerations of fields billing.md does not list, which today's API (the platform's SDK 0.49)
// sends. Open like every other: an unknown value is kept.

export const PRODUCT_VISIBILITIES = ["draft", "private", "public"] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
export const isKnownProductVisibility = knownGuard(PRODUCT_VISIBILITIES);

export const BENEFIT_VISIBILITIES = ["draft", "private", "public"] as const;
export type BenefitVisibility = (typeof BENEFIT_VISIBILITIES)[number];
export const isKnownBenefitVisibility = knownGuard(BENEFIT_VISIBILITIES);

/** Product trial_interval, checkout active_trial_interval. */
export const TRIAL_INTERVALS = ["day", "week", "month", "year"] as const;
export type TrialInterval = (typeof TRIAL_INTERVALS)[number];
export const isKnownTrialInterval = knownGuard(TRIAL_INTERVALS);

/** Price source. */
export const PRICE_SOURCES = ["catalog", "ad_hoc"] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const isKnownPriceSource = knownGuard(PRICE_SOURCES);

/** Price, checkout and organization tax behaviour. */
export const TAX_BEHAVIORS = ["location", "inclusive", "exclusive"] as const;
export type TaxBehavior = (typeof TAX_BEHAVIORS)[number];
export const isKnownTaxBehavior = knownGuard(TAX_BEHAVIORS);

/** Meter unit (and the unit of a metered price's meter). */
export const METER_UNITS = ["scalar", "token", "custom"] as const;
export type MeterUnit = (typeof METER_UNITS)[number];
export const isKnownMeterUnit = knownGuard(METER_UNITS);

/** How seat tiers of a seat-based price apply. */
export const SEAT_TIER_TYPES = ["volume", "graduated"] as const;
export type SeatTierType = (typeof SEAT_TIER_TYPES)[number];
export const isKnownSeatTierType = knownGuard(SEAT_TIER_TYPES);

export const CUSTOMER_TYPES = ["individual", "team"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const isKnownCustomerType = knownGuard(CUSTOMER_TYPES);

/** Whether a checkout asks for each part of the billing address. */
export const BILLING_ADDRESS_FIELD_MODES = ["required", "optional", "disabled"] as const;
export type BillingAddressFieldMode = (typeof BILLING_ADDRESS_FIELD_MODES)[number];
export const isKnownBillingAddressFieldMode = knownGuard(BILLING_ADDRESS_FIELD_MODES);

export const ORGANIZATION_STATUSES = [
  "created",
  "review",
  "snoozed",
  "denied",
  "active",
  "blocked",
  "offboarding",
  "offboarded",
] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const isKnownOrganizationStatus = knownGuard(ORGANIZATION_STATUSES);

/** Status of the dispute a refund answers. */
export const DISPUTE_STATUSES = [
  "prevented",
  "early_warning",
  "needs_response",
  "under_review",
  "lost",
  "won",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const isKnownDisputeStatus = knownGuard(DISPUTE_STATUSES);
