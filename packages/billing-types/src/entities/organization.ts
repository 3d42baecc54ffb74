import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { PRORATION_BEHAVIORS, SOCIAL_PLATFORMS } from "../enums";

const organizationField = f.object("Organization", {
  id: f.string(),
  name: f.string(),
  slug: f.string(),
  avatarUrl: f.maybe(f.string()),
  email: f.maybe(f.string()),
  website: f.maybe(f.string()),
  socials: f.array(
    f.object("OrganizationSocialLink", { platform: f.enum(SOCIAL_PLATFORMS), url: f.string() }),
  ),
  detailsSubmittedAt: f.maybe(f.date()),
  featureSettings: f.maybe(
    f.object("OrganizationFeatureSettings", {
      issueFundingEnabled: f.defaulted(f.boolean(), false),
      usageBasedBillingEnabled: f.defaulted(f.boolean(), false),
    }),
  ),
  subscriptionSettings: f.object("OrganizationSubscriptionSettings", {
    allowMultipleSubscriptions: f.boolean(),
    allowCustomerUpdates: f.boolean(),
    prorationBehavior: f.enum(PRORATION_BEHAVIORS),
  }),
});

export interface OrganizationWire extends WireOf<typeof organizationField> {}
export interface Organization extends ClientOf<typeof organizationField> {}
export const organization: Field<OrganizationWire, Organization> = organizationField;
