import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { RECURRING_INTERVALS } from "../enums";
import { benefit } from "./benefit";
import { attachedCustomField } from "./custom-field";
import { media } from "./media";
import { price } from "./price";
import { metadata } from "./shared";

const productField = f.object("Product", {
  id: f.string(),
  createdAt: f.date(),
  modifiedAt: f.maybe(f.date()),
  name: f.string(),
  description: f.maybe(f.string()),
  recurringInterval: f.maybe(f.enum(RECURRING_INTERVALS)),
  isRecurring: f.boolean(),
  isArchived: f.boolean(),
  organizationId: f.string(),
  metadata: metadata(),
  prices: f.array(price),
  benefits: f.array(benefit),
  medias: f.array(media),
  attachedCustomFields: f.array(attachedCustomField),
});

export interface ProductWire extends WireOf<typeof productField> {}
export interface Product extends ClientOf<typeof productField> {}
export const product: Field<ProductWire, Product> = productField;
