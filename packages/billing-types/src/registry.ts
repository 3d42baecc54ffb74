import type { ClientOf, WireOf } from "./dsl";
import {
  address,
  attachedCustomField,
  benefit,
  benefitGrant,
  benefitPublic,
  checkout,
  checkoutDiscount,
  checkoutProduct,
  customer,
  customerState,
  customField,
  discount,
  media,
  meter,
  order,
  orderItem,
  orderProduct,
  orderSubscription,
  organization,
  price,
  product,
  refund,
  subscription,
  subscriptionMeter,
} from "./entities";

/** Every entity by name: the key of `toClient`, `toWire` and the JSON Schema file names. */
export const ENTITIES = {
  address,
  attachedCustomField,
  benefit,
  benefitGrant,
  benefitPublic,
  checkout,
  checkoutDiscount,
  checkoutProduct,
  customer,
  customerState,
  customField,
  discount,
  media,
  meter,
  order,
  orderItem,
  orderProduct,
  orderSubscription,
  organization,
  price,
  product,
  refund,
  subscription,
  subscriptionMeter,
} as const;

export type EntityName = keyof typeof ENTITIES;
export type WireEntity<N extends EntityName> = WireOf<(typeof ENTITIES)[N]>;
export type ClientEntity<N extends EntityName> = ClientOf<(typeof ENTITIES)[N]>;
