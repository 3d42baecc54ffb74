import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { address, metadata } from "./shared";

/** The customer's fields; customer state (customer.state_changed) extends them. */
export const customerFields = {
  id: f.string(),
  createdAt: f.date(),
  modifiedAt: f.maybe(f.date()),
  metadata: metadata(),
  externalId: f.maybe(f.string()),
  email: f.string(),
  emailVerified: f.boolean(),
  name: f.maybe(f.string()),
  billingAddress: f.maybe(address),
  /** [value, tax-id type]; the list of tax-id types is not shown in the spec, so it is open. */
  taxId: f.maybe(f.tuple(f.string(), f.string())),
  organizationId: f.string(),
  deletedAt: f.maybe(f.date()),
  avatarUrl: f.maybe(f.string()),
};

const customerField = f.object("Customer", customerFields);

export interface CustomerWire extends WireOf<typeof customerField> {}
export interface Customer extends ClientOf<typeof customerField> {}
export const customer: Field<CustomerWire, Customer> = customerField;
