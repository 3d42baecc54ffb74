import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { CUSTOMER_TYPES } from "../enums";
import { address, metadata, timestamps } from "./shared";

/** The customer's fields; customer state (customer.state_changed) extends them. */
export const customerFields = {
  id: f.string(),
  ...timestamps(),
  metadata: metadata(),
  externalId: f.maybe(f.string()),
  /** Today's API: a team customer may have none. */
  email: f.maybe(f.string()),
  emailVerified: f.boolean(),
  /** Today's API. */
  type: f.optional(f.enum(CUSTOMER_TYPES)),
  name: f.nullable(f.string()),
  /** Today's API. */
  billingName: f.maybe(f.string()),
  billingAddress: f.nullable(address),
  /** [value, tax-id type]; the list of tax-id types is not shown in the spec, so it is open. */
  taxId: f.nullable(f.tuple(f.string(), f.string())),
  /** Today's API. */
  locale: f.maybe(f.string()),
  organizationId: f.string(),
  /** Today's API. */
  defaultPaymentMethodId: f.maybe(f.string()),
  deletedAt: f.nullable(f.date()),
  avatarUrl: f.nullable(f.string()),
};

const customerField = f.object("Customer", customerFields);

export interface CustomerWire extends WireOf<typeof customerField> {}
export interface Customer extends ClientOf<typeof customerField> {}
export const customer: Field<CustomerWire, Customer> = customerField;
