import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { BENEFIT_TYPES } from "../enums";
import { customerFields } from "./customer";
import { subscriptionFields, subscriptionMeterFields } from "./subscription";

const activeSubscription = f.object("CustomerStateSubscription", {
  ...subscriptionFields,
  meters: f.array(f.object("CustomerStateSubscriptionMeter", subscriptionMeterFields)),
});

const grantedBenefit = f.object("CustomerStateBenefitGrant", {
  id: f.string(),
  grantedAt: f.date(),
  benefitId: f.string(),
  benefitType: f.enum(BENEFIT_TYPES),
  properties: f.record(f.json()),
});

const activeMeter = f.object("CustomerStateMeter", {
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
export const customerState: Field<CustomerStateWire, CustomerState> = customerStateField;
