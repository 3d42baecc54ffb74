import { type ClientOf, type Field, f, type WireOf } from "../dsl";

/** Metadata: a map whose values are strings, integers, numbers or booleans (billing.md §1). */
export const metadata = () => f.record(f.scalar());

/**
 * Answers to custom fields, keyed by the field's slug; a value may be null when unanswered (a
 * date field's answer is its ISO 8601 text, kept as sent: the map says nothing of its type).
 */
export const customFieldData = () => f.optional(f.record(f.nullable(f.scalar())));

/** Every entity the platform sends carries these two (billing.md lists them for some only). */
export const timestamps = () => ({ createdAt: f.date(), modifiedAt: f.nullable(f.date()) });

/**
 * The two dates of an entity whose list in billing.md names neither (an order, a subscription,
 * a price, …): both API ages send them, but a payload of the spec's era may leave them out, so
 * they are optional here — still typed.
 */
export const unlistedTimestamps = () => ({
  createdAt: f.optional(f.date()),
  modifiedAt: f.maybe(f.date()),
});

/** A postal address (billing.md §3, Customer.billingAddress). */
const addressField = f.object("Address", {
  line1: f.maybe(f.string()),
  line2: f.maybe(f.string()),
  postalCode: f.maybe(f.string()),
  city: f.maybe(f.string()),
  state: f.maybe(f.string()),
  /** ISO 3166-1 alpha-2. */
  country: f.string(),
});

export interface AddressWire extends WireOf<typeof addressField> {}
export interface Address extends ClientOf<typeof addressField> {}
export const address: Field<AddressWire, Address> = addressField;
