import { f } from "../dsl";
import { PRORATION_BEHAVIORS } from "../enums";

const off = () => f.defaulted(f.boolean(), false);

/** Feature flags: absent means false (billing.md §9), in the client form too. */
export const featureSettings = f.object("OrganizationFeatureSettings", {
  issueFundingEnabled: off(),
  usageBasedBillingEnabled: off(),
  // today's API
  seatBasedPricingEnabled: off(),
  walletsEnabled: off(),
  memberModelEnabled: off(),
  checkoutLocalizationEnabled: off(),
  overviewMetrics: f.maybe(f.array(f.string())),
  resetProrationBehaviorEnabled: off(),
  offSessionChargesEnabled: off(),
  slackBenefitEnabled: off(),
  previewAccessEnabled: off(),
  disputesEnabled: off(),
  ssoEnabled: off(),
  compassEnabled: off(),
  merchantMigrationEnabled: off(),
});

export const subscriptionSettings = f.object("OrganizationSubscriptionSettings", {
  allowMultipleSubscriptions: f.boolean(),
  allowCustomerUpdates: f.boolean(),
  prorationBehavior: f.enum(PRORATION_BEHAVIORS),
  /** Today's API. */
  benefitRevocationGracePeriod: f.optional(f.int()),
  /** Today's API. */
  preventTrialAbuse: f.optional(f.boolean()),
});

/** Today's API: which emails the platform sends the organization's customers. */
export const customerEmailSettings = f.object("OrganizationCustomerEmailSettings", {
  orderConfirmation: f.boolean(),
  subscriptionCancellation: f.boolean(),
  subscriptionConfirmation: f.boolean(),
  subscriptionCycled: f.boolean(),
  subscriptionCycledAfterTrial: f.boolean(),
  subscriptionPastDue: f.boolean(),
  subscriptionPaused: f.boolean(),
  subscriptionResumed: f.boolean(),
  subscriptionRenewalReminder: f.boolean(),
  subscriptionRevoked: f.boolean(),
  subscriptionTrialConversionReminder: f.boolean(),
  subscriptionUncanceled: f.boolean(),
  subscriptionUpdated: f.boolean(),
});

/** Today's API: what customers may do in the customer portal. */
export const customerPortalSettings = f.object("OrganizationCustomerPortalSettings", {
  usage: f.object("CustomerPortalUsageSettings", { show: f.boolean() }),
  subscription: f.object("CustomerPortalSubscriptionSettings", {
    updateSeats: f.boolean(),
    updatePlan: f.boolean(),
    pause: f.optional(f.boolean()),
  }),
  customer: f.optional(
    f.object("CustomerPortalCustomerSettings", { allowEmailChange: f.optional(f.boolean()) }),
  ),
});

/** Today's API: what the organization may do on the platform. */
export const capabilities = f.object("OrganizationCapabilities", {
  checkoutPayments: f.boolean(),
  subscriptionRenewals: f.boolean(),
  payouts: f.boolean(),
  refunds: f.boolean(),
  apiAccess: f.boolean(),
  dashboardAccess: f.boolean(),
});
