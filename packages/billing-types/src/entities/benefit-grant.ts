import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { benefit } from "./benefit";
import { customer } from "./customer";

/** Grant properties depend on the benefit's type; they are kept as sent. */
const grantProperties = () => f.record(f.json());

const benefitGrantField = f.object("BenefitGrant", {
  id: f.string(),
  createdAt: f.date(),
  modifiedAt: f.maybe(f.date()),
  grantedAt: f.maybe(f.date()),
  isGranted: f.boolean(),
  revokedAt: f.maybe(f.date()),
  isRevoked: f.boolean(),
  subscriptionId: f.maybe(f.string()),
  orderId: f.maybe(f.string()),
  customerId: f.string(),
  benefitId: f.string(),
  error: f.maybe(
    f.object("BenefitGrantError", { message: f.string(), type: f.string(), timestamp: f.date() }),
  ),
  customer,
  properties: grantProperties(),
  benefit,
  previousProperties: f.maybe(grantProperties()),
});

export interface BenefitGrantWire extends WireOf<typeof benefitGrantField> {}
export interface BenefitGrant extends ClientOf<typeof benefitGrantField> {}
export const benefitGrant: Field<BenefitGrantWire, BenefitGrant> = benefitGrantField;
