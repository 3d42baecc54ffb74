import { knownGuard } from "./known-guard";

// billing.md §9: every enumeration, as a const array, its type and a guard. Where today's API
// (the platform's SDK 0.49) sends values the spec does not list, they are known here too, after
// the spec's own (marked "today's API").

export const ORDER_BILLING_REASONS = [
  "purchase",
  "subscription_create",
  "subscription_cycle",
  "subscription_update",
] as const;
export type OrderBillingReason = (typeof ORDER_BILLING_REASONS)[number];
export const isKnownOrderBillingReason = knownGuard(ORDER_BILLING_REASONS);

export const SUBSCRIPTION_CANCELLATION_REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
  "other",
] as const;
export type SubscriptionCancellationReason = (typeof SUBSCRIPTION_CANCELLATION_REASONS)[number];
export const isKnownSubscriptionCancellationReason = knownGuard(SUBSCRIPTION_CANCELLATION_REASONS);

export const REFUND_REASONS = [
  "duplicate",
  "fraudulent",
  "customer_request",
  "service_disruption",
  "satisfaction_guarantee",
  "other",
  // today's API
  "dispute_prevention",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const isKnownRefundReason = knownGuard(REFUND_REASONS);

export const SOCIAL_PLATFORMS = [
  "x",
  "github",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin",
  "other",
  // today's API
  "threads",
  "discord",
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const isKnownSocialPlatform = knownGuard(SOCIAL_PLATFORMS);

export const PRORATION_BEHAVIORS = [
  "invoice",
  "prorate",
  // today's API
  "next_period",
  "reset",
] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];
export const isKnownProrationBehavior = knownGuard(PRORATION_BEHAVIORS);

export const METER_FILTER_OPERATORS = [
  "eq",
  "ne",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "not_like",
] as const;
export type MeterFilterOperator = (typeof METER_FILTER_OPERATORS)[number];
export const isKnownMeterFilterOperator = knownGuard(METER_FILTER_OPERATORS);

export const FILTER_CONJUNCTIONS = ["and", "or"] as const;
export type FilterConjunction = (typeof FILTER_CONJUNCTIONS)[number];
export const isKnownFilterConjunction = knownGuard(FILTER_CONJUNCTIONS);

export const AGGREGATION_FUNCTIONS = [
  "count",
  "sum",
  "max",
  "min",
  "avg",
  // today's API
  "unique",
] as const;
export type AggregationFunction = (typeof AGGREGATION_FUNCTIONS)[number];
export const isKnownAggregationFunction = knownGuard(AGGREGATION_FUNCTIONS);

export const RECURRING_INTERVALS = [
  "month",
  "year",
  // today's API
  "day",
  "week",
] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];
export const isKnownRecurringInterval = knownGuard(RECURRING_INTERVALS);

export const PRICE_TYPES = ["one_time", "recurring"] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const isKnownPriceType = knownGuard(PRICE_TYPES);

export const PRICE_AMOUNT_TYPES = [
  "free",
  "fixed",
  "custom",
  "metered_unit",
  // today's API
  "seat_based",
] as const;
export type PriceAmountType = (typeof PRICE_AMOUNT_TYPES)[number];
export const isKnownPriceAmountType = knownGuard(PRICE_AMOUNT_TYPES);

export const DISCOUNT_DURATIONS = ["once", "forever", "repeating"] as const;
export type DiscountDuration = (typeof DISCOUNT_DURATIONS)[number];
export const isKnownDiscountDuration = knownGuard(DISCOUNT_DURATIONS);

export const DISCOUNT_TYPES = ["fixed", "percentage"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const isKnownDiscountType = knownGuard(DISCOUNT_TYPES);

export const LICENSE_KEY_EXPIRY_TIMEFRAMES = ["year", "month", "day"] as const;
export type LicenseKeyExpiryTimeframe = (typeof LICENSE_KEY_EXPIRY_TIMEFRAMES)[number];
export const isKnownLicenseKeyExpiryTimeframe = knownGuard(LICENSE_KEY_EXPIRY_TIMEFRAMES);

export const CUSTOM_FIELD_TYPES = ["checkbox", "date", "number", "select", "text"] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const isKnownCustomFieldType = knownGuard(CUSTOM_FIELD_TYPES);

export const BENEFIT_TYPES = [
  "custom",
  "discord",
  "github_repository",
  "downloadables",
  "license_keys",
  "meter_credit",
  // today's API
  "feature_flag",
  "slack_shared_channel",
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];
export const isKnownBenefitType = knownGuard(BENEFIT_TYPES);
