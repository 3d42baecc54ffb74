type Metadata = Record<string, string | number | boolean>;

/** POST /v1/customers/ (CustomerCreate, snake_case as sent). */
export interface CustomerCreateBody {
  /** "individual" (the SDK's default) or "team". */
  type: "individual" | "team";
  email: string;
  name?: string | null;
  external_id: string;
  metadata?: Metadata;
}

/** PATCH /v1/customers/external/{external_id} (CustomerUpdateExternalID). */
export interface CustomerUpdateBody {
  email?: string;
  name?: string | null;
  metadata?: Metadata;
}

/** POST /v1/checkouts/ (CheckoutCreate). */
export interface CheckoutCreateBody {
  products: string[];
  external_customer_id?: string;
  customer_email?: string;
  customer_name?: string;
  success_url?: string;
  return_url?: string;
  embed_origin?: string;
  metadata?: Metadata;
  custom_field_data?: Record<string, string | number | boolean>;
  allow_discount_codes?: boolean;
  discount_id?: string;
}

/** POST /v1/customer-sessions/ (CustomerSessionCustomerExternalIDCreate). */
export interface CustomerSessionCreateBody {
  external_customer_id: string;
  return_url?: string;
}

/** What this package reads of a created checkout; the rest is kept as sent. */
export interface CheckoutCreated extends Record<string, unknown> {
  id: string;
  url: string;
}

/** What this package reads of a customer session. */
export interface CustomerSessionCreated extends Record<string, unknown> {
  token: string;
  customer_portal_url: string;
}

/** One page of a list: items and pagination, as the platform sends them. */
export interface ListPage<T> {
  items: T[];
  pagination: { total_count: number; max_page: number };
}

export interface ListQuery {
  page?: number;
  limit?: number;
}
