import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import {
  GITHUB_REPOSITORY_PERMISSIONS,
  RECURRING_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from "../enums";
import { customerFields } from "./customer";
import { customFieldData, metadata, unlistedTimestamps } from "./shared";
import { subscriptionMeterFields } from "./subscription";

/** An active subscription as the customer state lists it: no customer, no cancellation details. */
const activeSubscription = f.object("CustomerStateSubscription", {
  id: f.string(),
  ...unlistedTimestamps(),
  customFieldData: customFieldData(),
  metadata: metadata(),
  status: f.enum(SUBSCRIPTION_STATUSES),
  amount: f.int(),
  currency: f.string(),
  recurringInterval: f.enum(RECURRING_INTERVALS),
  currentPeriodStart: f.date(),
  currentPeriodEnd: f.nullable(f.date()),
  /** Today's API. */
  trialStart: f.maybe(f.date()),
  /** Today's API. */
  trialEnd: f.maybe(f.date()),
  cancelAtPeriodEnd: f.boolean(),
  canceledAt: f.nullable(f.date()),
  startedAt: f.nullable(f.date()),
  endsAt: f.nullable(f.date()),
  productId: f.string(),
  discountId: f.nullable(f.string()),
  meters: f.array(f.object("CustomerStateSubscriptionMeter", subscriptionMeterFields)),
});

const accountId = () => f.maybe(f.string());

/** A granted benefit; what its `properties` hold depends on the benefit's type. */
const grantedBenefit = f.object(
  "CustomerStateBenefitGrant",
  {
    id: f.string(),
    ...unlistedTimestamps(),
    grantedAt: f.date(),
    benefitId: f.string(),
    /** Today's API. */
    benefitMetadata: f.optional(metadata()),
  },
  f.union("benefitType", {
    custom: { properties: f.object("CustomGrantProperties", {}) },
    discord: {
      properties: f.object("DiscordGrantProperties", {
        accountId: accountId(),
        guildId: f.optional(f.string()),
        roleId: f.optional(f.string()),
        grantedAccountId: f.optional(f.string()),
      }),
    },
    github_repository: {
      properties: f.object("GithubRepositoryGrantProperties", {
        accountId: accountId(),
        repositoryOwner: f.optional(f.string()),
        repositoryName: f.optional(f.string()),
        permission: f.optional(f.enum(GITHUB_REPOSITORY_PERMISSIONS)),
        grantedAccountId: f.optional(f.string()),
      }),
    },
    downloadables: {
      properties: f.object("DownloadablesGrantProperties", {
        files: f.optional(f.array(f.string())),
      }),
    },
    license_keys: {
      properties: f.object("LicenseKeysGrantProperties", {
        userProvidedKey: f.optional(f.string()),
        licenseKeyId: f.optional(f.string()),
        displayKey: f.optional(f.string()),
      }),
    },
    meter_credit: { properties: f.object("MeterCreditGrantProperties", {}) },
    feature_flag: { properties: f.object("FeatureFlagGrantProperties", {}) },
    slack_shared_channel: {
      properties: f.object("SlackSharedChannelGrantProperties", {
        invitedEmail: f.optional(f.string()),
        channelId: f.optional(f.string()),
        channelName: f.optional(f.string()),
        inviteId: f.optional(f.string()),
        inviteUrl: f.optional(f.string()),
        connectedTeamId: f.optional(f.string()),
      }),
    },
  }),
);

const activeMeter = f.object("CustomerStateMeter", {
  /** Today's API. */
  id: f.optional(f.string()),
  ...unlistedTimestamps(),
  meterId: f.string(),
  consumedUnits: f.number(),
  creditedUnits: f.int(),
  balance: f.number(),
});

/** Payload of customer.state_changed: the customer plus what they currently hold. */
const customerStateField = f.object("CustomerState", {
  ...customerFields,
  activeSubscriptions: f.array(activeSubscription),
  grantedBenefits: f.array(grantedBenefit),
  activeMeters: f.array(activeMeter),
});

export interface CustomerStateWire extends WireOf<typeof customerStateField> {}
export interface CustomerState extends ClientOf<typeof customerStateField> {}
export type CustomerStateBenefitGrantWire = WireOf<typeof grantedBenefit>;
export type CustomerStateBenefitGrant = ClientOf<typeof grantedBenefit>;
export interface CustomerStateSubscriptionWire extends WireOf<typeof activeSubscription> {}
export interface CustomerStateSubscription extends ClientOf<typeof activeSubscription> {}
export const customerState: Field<CustomerStateWire, CustomerState> = customerStateField;
