import type { BenefitRecord, ProductRecord } from "./records";
import { DEV_ORGANIZATION } from "./seed-catalogue";
import { iso, type WireObject } from "./wire-json";

/** A custom benefit (a note shown to the customer once granted). */
export function benefitWire(benefit: BenefitRecord): WireObject {
  return {
    id: benefit.id,
    created_at: iso(benefit.createdAt),
    modified_at: null,
    type: "custom",
    description: benefit.description,
    selectable: true,
    deletable: true,
    is_deleted: false,
    organization_id: DEV_ORGANIZATION.id,
    metadata: {},
    visibility: "public",
    visibility_configurable: true,
    properties: { note: benefit.note },
  };
}

/** The product's one fixed price; `type` and `recurring_interval` are the older API's fields. */
export function priceWire(product: ProductRecord): WireObject {
  return {
    created_at: iso(product.createdAt),
    modified_at: null,
    id: product.priceId,
    source: "catalog",
    amount_type: "fixed",
    price_currency: product.currency,
    tax_behavior: null,
    is_archived: false,
    product_id: product.id,
    type: product.recurringInterval ? "recurring" : "one_time",
    recurring_interval: product.recurringInterval,
    price_amount: product.priceAmount,
  };
}

/** The product without prices, benefits or media, as an order or a checkout embeds it. */
export function productSummaryWire(product: ProductRecord): WireObject {
  return {
    id: product.id,
    created_at: iso(product.createdAt),
    modified_at: null,
    trial_interval: null,
    trial_interval_count: null,
    name: product.name,
    description: product.description,
    visibility: "public",
    recurring_interval: product.recurringInterval,
    recurring_interval_count: product.recurringInterval ? 1 : null,
    meter_interval: null,
    meter_interval_count: null,
    is_recurring: product.recurringInterval !== null,
    is_archived: false,
    organization_id: DEV_ORGANIZATION.id,
    metadata: { ...product.metadata },
  };
}

/** A product as GET /v1/products/ lists it. */
export function productWire(product: ProductRecord): WireObject {
  return {
    ...productSummaryWire(product),
    prices: [priceWire(product)],
    benefits: product.benefits.map(benefitWire),
    medias: [],
    attached_custom_fields: [],
  };
}
