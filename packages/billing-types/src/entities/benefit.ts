import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import {
  BENEFIT_VISIBILITIES,
  type BenefitType,
  GITHUB_REPOSITORY_PERMISSIONS,
  LICENSE_KEY_EXPIRY_TIMEFRAMES,
} from "../enums";
import { metadata, timestamps } from "./shared";

/** A benefit's fields, its properties aside (the public benefit of a checkout shares them). */
export const benefitFields = {
  id: f.string(),
  ...timestamps(),
  description: f.string(),
  selectable: f.boolean(),
  deletable: f.boolean(),
  /** Today's API. */
  isDeleted: f.optional(f.boolean()),
  organizationId: f.string(),
};

const benefitField = f.object(
  "Benefit",
  {
    ...benefitFields,
    metadata: metadata(),
    /** Today's API. */
    visibility: f.optional(f.enum(BENEFIT_VISIBILITIES)),
    /** Today's API. */
    visibilityConfigurable: f.optional(f.boolean()),
  },
  f.union("type", {
    // billing.md lists no properties for a custom benefit.
    custom: { properties: f.object("CustomBenefitProperties", { note: f.maybe(f.string()) }) },
    discord: {
      properties: f.object("DiscordBenefitProperties", {
        guildId: f.string(),
        roleId: f.string(),
        /** Today's API. */
        kickMember: f.optional(f.boolean()),
        guildToken: f.string(),
      }),
    },
    github_repository: {
      properties: f.object("GithubRepositoryBenefitProperties", {
        repositoryOwner: f.string(),
        repositoryName: f.string(),
        permission: f.enum(GITHUB_REPOSITORY_PERMISSIONS),
      }),
    },
    downloadables: {
      properties: f.object("DownloadablesBenefitProperties", {
        /** File id → whether that file is archived. */
        archived: f.record(f.boolean()),
        files: f.array(f.string()),
      }),
    },
    license_keys: {
      properties: f.object("LicenseKeysBenefitProperties", {
        prefix: f.nullable(f.string()),
        expires: f.nullable(
          f.object("LicenseKeyExpiry", {
            ttl: f.int(),
            timeframe: f.enum(LICENSE_KEY_EXPIRY_TIMEFRAMES),
          }),
        ),
        activations: f.nullable(
          f.object("LicenseKeyActivations", {
            limit: f.int(),
            enableCustomerAdmin: f.boolean(),
          }),
        ),
        limitUsage: f.nullable(f.int()),
      }),
    },
    meter_credit: {
      properties: f.object("MeterCreditBenefitProperties", {
        units: f.int(),
        rollover: f.boolean(),
        meterId: f.string(),
      }),
    },
    feature_flag: { properties: f.object("FeatureFlagBenefitProperties", {}) },
    slack_shared_channel: {
      properties: f.object("SlackSharedChannelBenefitProperties", {
        slackIntegrationId: f.string(),
        channelNameTemplate: f.string(),
        private: f.defaulted(f.boolean(), true),
        welcomeMessage: f.maybe(f.string()),
        archiveOnRevoke: f.defaulted(f.boolean(), true),
        teamInvitees: f.optional(f.array(f.string())),
      }),
    },
  }),
);

export type BenefitWire = WireOf<typeof benefitField>;
export type Benefit = ClientOf<typeof benefitField>;
/** A benefit whose type this version knows; narrow further on `type`. */
export type KnownBenefit = Recognised<Benefit, "type", BenefitType>;
export const benefit: Field<BenefitWire, Benefit> = benefitField;
