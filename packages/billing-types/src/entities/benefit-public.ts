import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { BENEFIT_TYPES } from "../enums";
import { benefitFields } from "./benefit";

/**
 * A benefit as a checkout shows it to the buyer (`CheckoutProduct.benefits`): no metadata, no
 * properties, so its `type` is a plain (open) enumeration rather than a union's discriminator.
 */
const benefitPublicField = f.object("BenefitPublic", {
  ...benefitFields,
  type: f.enum(BENEFIT_TYPES),
});

export interface BenefitPublicWire extends WireOf<typeof benefitPublicField> {}
export interface BenefitPublic extends ClientOf<typeof benefitPublicField> {}
export const benefitPublic: Field<BenefitPublicWire, BenefitPublic> = benefitPublicField;
