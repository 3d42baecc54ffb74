import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import {
  type BenefitType,
  GITHUB_REPOSITORY_PERMISSIONS,
  LICENSE_KEY_EXPIRY_TIMEFRAMES,
} from "../enums";
import { metadata } from "./shared";

const benefitField = f.object(
  "Benefit",
  {
    id: f.string(),
    createdAt: f.date(),
    modifiedAt: f.maybe(f.date()),
    description: f.string(),
    selectable: f.boolean(),
    deletable: f.boolean(),
    organizationId: f.string(),
    metadata: metadata(),
  },
  f.union("type", {
    custom: { properties: f.object("CustomBenefitProperties", {}) },
    discord: {
      properties: f.object("DiscordBenefitProperties", {
        guildId: f.string(),
        roleId: f.string(),
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
        prefix: f.maybe(f.string()),
        expires: f.maybe(
          f.object("LicenseKeyExpiry", {
            ttl: f.int(),
            timeframe: f.enum(LICENSE_KEY_EXPIRY_TIMEFRAMES),
          }),
        ),
        activations: f.maybe(
          f.object("LicenseKeyActivations", {
            limit: f.int(),
            enableCustomerAdmin: f.boolean(),
          }),
        ),
        limitUsage: f.maybe(f.int()),
      }),
    },
    meter_credit: {
      properties: f.object("MeterCreditBenefitProperties", {
        units: f.int(),
        rollover: f.boolean(),
        meterId: f.string(),
      }),
    },
  }),
);

export type BenefitWire = WireOf<typeof benefitField>;
export type Benefit = ClientOf<typeof benefitField>;
/** A benefit whose type this version knows; narrow further on `type`. */
export type KnownBenefit = Recognised<Benefit, "type", BenefitType>;
export const benefit: Field<BenefitWire, Benefit> = benefitField;
