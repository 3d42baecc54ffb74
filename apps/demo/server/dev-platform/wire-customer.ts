import type { CustomerRecord } from "./records";
import { DEV_ORGANIZATION } from "./seed-catalogue";
import { iso, isoOrNull, type WireObject } from "./wire-json";

/** A customer as GET /v1/customers/… answers it (an individual, today's API). */
export function customerWire(customer: CustomerRecord): WireObject {
  return {
    id: customer.id,
    created_at: iso(customer.createdAt),
    modified_at: isoOrNull(customer.modifiedAt),
    metadata: { ...customer.metadata },
    external_id: customer.externalId,
    email: customer.email,
    email_verified: false,
    type: "individual",
    name: customer.name,
    billing_name: customer.name,
    billing_address: null,
    tax_id: null,
    locale: null,
    organization_id: DEV_ORGANIZATION.id,
    default_payment_method_id: null,
    deleted_at: isoOrNull(customer.deletedAt),
    avatar_url: null,
  };
}
