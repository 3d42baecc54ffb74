/**
 * What the stand-in keeps about each entity, in memory, camelCase with Dates. The wire-*.ts
 * files turn a record into the platform's JSON (snake_case, ISO dates) on the way out.
 */

export type Metadata = Record<string, string | number | boolean>;

export interface BenefitRecord {
  id: string;
  createdAt: Date;
  description: string;
  /** Shown to the customer once granted (a custom benefit's note). */
  note: string;
}

export interface ProductRecord {
  id: string;
  createdAt: Date;
  name: string;
  description: string;
  /** null: a one-time purchase. */
  recurringInterval: "month" | "year" | null;
  priceId: string;
  priceAmount: number;
  currency: string;
  benefits: BenefitRecord[];
  metadata: Metadata;
}

export interface CustomerRecord {
  id: string;
  createdAt: Date;
  modifiedAt: Date | null;
  externalId: string | null;
  email: string;
  name: string | null;
  metadata: Metadata;
  deletedAt: Date | null;
}

export type CheckoutStatus = "open" | "expired" | "confirmed" | "succeeded" | "failed";

export interface CheckoutRecord {
  id: string;
  createdAt: Date;
  modifiedAt: Date | null;
  expiresAt: Date;
  clientSecret: string;
  status: CheckoutStatus;
  productId: string;
  customerId: string | null;
  externalCustomerId: string | null;
  customerEmail: string | null;
  customerName: string | null;
  /** null: the stand-in's own "paid" page. */
  successUrl: string | null;
  returnUrl: string | null;
  embedOrigin: string | null;
  metadata: Metadata;
  customerMetadata: Metadata;
  subscriptionId: string | null;
}

export type OrderStatus = "pending" | "paid" | "refunded" | "partially_refunded";

export interface OrderRecord {
  id: string;
  createdAt: Date;
  modifiedAt: Date | null;
  status: OrderStatus;
  customerId: string;
  productId: string;
  subscriptionId: string | null;
  checkoutId: string | null;
  amount: number;
  currency: string;
  billingReason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update";
  metadata: Metadata;
}

export type SubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid";

export interface SubscriptionRecord {
  id: string;
  createdAt: Date;
  modifiedAt: Date | null;
  status: SubscriptionStatus;
  customerId: string;
  productId: string;
  checkoutId: string | null;
  amount: number;
  currency: string;
  recurringInterval: "month" | "year";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  startedAt: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endsAt: Date | null;
  endedAt: Date | null;
  metadata: Metadata;
}

export interface BenefitGrantRecord {
  id: string;
  createdAt: Date;
  modifiedAt: Date | null;
  grantedAt: Date;
  benefitId: string;
  customerId: string;
  subscriptionId: string | null;
  orderId: string | null;
  revokedAt: Date | null;
}

export interface CustomerSessionRecord {
  id: string;
  createdAt: Date;
  token: string;
  expiresAt: Date;
  customerId: string;
  returnUrl: string | null;
}
