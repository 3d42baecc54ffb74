/** A product on the Pricing page, as the demo's server lists it from the payments platform. */
export interface PricingProduct {
  id: string;
  name: string;
  description: string | null;
  /** "month", "year" (or a newer interval); null: a one-time purchase. */
  recurringInterval: string | null;
  /** In the currency's smallest unit (cents). */
  priceAmount: number;
  currency: string;
  benefits: { id: string; description: string }[];
}

/** GET BILLING_PATH: null when the demo has no billing. */
export interface PublicBilling {
  /** "dev-platform": the local stand-in; "platform": the real payments platform. */
  mode: "dev-platform" | "platform";
  products: PricingProduct[];
  /** The stand-in's console of webhook deliveries (dev-platform only). */
  consoleUrl: string | null;
}

/**
 * GET BILLING_ACCESS_PATH (signed in): what the app grants, read from the customer state the
 * billing plugin keeps from the platform's webhooks (no call to the platform).
 */
export interface BillingAccess {
  activeProductIds: string[];
  benefitIds: string[];
  /** When the last customer.state_changed was applied; null before any. */
  updatedAt: string | null;
}

export const BILLING_PATH = "/api/demo/billing";
export const BILLING_ACCESS_PATH = "/api/demo/billing/access";

/** The Pricing page, and where checkout returns to (the account page's Billing section). */
export const PRICING_PATH = "/pricing";
export const BILLING_SECTION_PATH = "/account#billing";
