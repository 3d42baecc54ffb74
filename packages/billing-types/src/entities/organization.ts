import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import {
  ORGANIZATION_STATUSES,
  PRORATION_BEHAVIORS,
  SOCIAL_PLATFORMS,
  TAX_BEHAVIORS,
} from "../enums";
import {
  capabilities,
  customerEmailSettings,
  customerPortalSettings,
  featureSettings,
  subscriptionSettings,
} from "./organization-settings";
import { unlistedTimestamps } from "./shared";

const organizationField = f.object("Organization", {
  ...unlistedTimestamps(),
  id: f.string(),
  name: f.string(),
  slug: f.string(),
  avatarUrl: f.nullable(f.string()),
  /** Today's API. */
  prorationBehavior: f.optional(f.enum(PRORATION_BEHAVIORS)),
  /** Today's API. */
  allowCustomerUpdates: f.optional(f.boolean()),
  email: f.nullable(f.string()),
  website: f.nullable(f.string()),
  socials: f.array(
    f.object("OrganizationSocialLink", { platform: f.enum(SOCIAL_PLATFORMS), url: f.string() }),
  ),
  /** Today's API. */
  status: f.optional(f.enum(ORGANIZATION_STATUSES)),
  detailsSubmittedAt: f.nullable(f.date()),
  /** Today's API. */
  ssoEnforced: f.optional(f.boolean()),
  /** Today's API. */
  defaultPresentmentCurrency: f.optional(f.string()),
  /** Today's API. */
  defaultTaxBehavior: f.optional(f.enum(TAX_BEHAVIORS)),
  featureSettings: f.nullable(featureSettings),
  subscriptionSettings,
  customerEmailSettings: f.optional(customerEmailSettings),
  customerPortalSettings: f.optional(customerPortalSettings),
  /** Today's API: ISO 3166-1 alpha-2. */
  country: f.maybe(f.string()),
  /** Today's API. */
  accountId: f.maybe(f.string()),
  /** Today's API. */
  payoutAccountId: f.maybe(f.string()),
  capabilities: f.optional(capabilities),
});

export interface OrganizationWire extends WireOf<typeof organizationField> {}
export interface Organization extends ClientOf<typeof organizationField> {}
export const organization: Field<OrganizationWire, Organization> = organizationField;
