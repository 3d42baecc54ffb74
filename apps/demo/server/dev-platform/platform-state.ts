import type { PlatformEvent } from "./platform-events";
import type {
  BenefitGrantRecord,
  CheckoutRecord,
  CustomerRecord,
  CustomerSessionRecord,
  Metadata,
  OrderRecord,
  ProductRecord,
  SubscriptionRecord,
} from "./records";
import { seededProducts } from "./seed-catalogue";
import { VersionedClock } from "./versioned-clock";
import { checkoutWire } from "./wire-checkout";
import { customerWire } from "./wire-customer";
import { customerStateWire } from "./wire-customer-state";
import type { WireObject } from "./wire-json";
import { orderWire } from "./wire-order";
import { productWire } from "./wire-product";
import { subscriptionWire } from "./wire-subscription";

/** A checkout session lasts an hour, a customer session a day, as on the platform. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
const CUSTOMER_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface NewCustomer {
  email: string;
  name: string | null;
  externalId: string | null;
  metadata: Metadata;
}

export interface CustomerChanges {
  email?: string | undefined;
  name?: string | null | undefined;
  metadata?: Metadata | undefined;
}

export interface NewCheckout {
  product: ProductRecord;
  customer: CustomerRecord | null;
  externalCustomerId: string | null;
  customerEmail: string | null;
  customerName: string | null;
  successUrl: string | null;
  returnUrl: string | null;
  embedOrigin: string | null;
  metadata: Metadata;
  customerMetadata: Metadata;
}

export type Conflict = { conflict: "email" | "external_id" };

/**
 * The platform's data, in memory: the seeded catalogue, and the customers, checkouts, orders,
 * subscriptions, benefit grants and customer sessions made while the process runs. Every change
 * returns the webhook events the platform would send about it, in the platform's order.
 */
export class DevPlatformState {
  readonly products: ReadonlyMap<string, ProductRecord>;
  readonly #customers = new Map<string, CustomerRecord>();
  readonly #checkouts = new Map<string, CheckoutRecord>();
  readonly #orders = new Map<string, OrderRecord>();
  readonly #subscriptions = new Map<string, SubscriptionRecord>();
  readonly #grants = new Map<string, BenefitGrantRecord>();
  readonly #sessions = new Map<string, CustomerSessionRecord>();
  readonly #clock: VersionedClock;
  readonly #now: () => number;

  constructor(options: { now?: () => number; products?: ProductRecord[] } = {}) {
    this.#now = options.now ?? Date.now;
    this.#clock = new VersionedClock(this.#now);
    this.products = new Map(
      (options.products ?? seededProducts()).map((product) => [product.id, product]),
    );
  }

  // Customers

  customer(id: string): CustomerRecord | undefined {
    const customer = this.#customers.get(id);
    return customer && !customer.deletedAt ? customer : undefined;
  }

  customerByExternalId(externalId: string): CustomerRecord | undefined {
    return this.#live().find((customer) => customer.externalId === externalId);
  }

  customerByEmail(email: string): CustomerRecord | undefined {
    const wanted = email.toLowerCase();
    return this.#live().find((customer) => customer.email.toLowerCase() === wanted);
  }

  createCustomer(
    input: NewCustomer,
  ): { customer: CustomerRecord; events: PlatformEvent[] } | Conflict {
    if (this.customerByEmail(input.email)) return { conflict: "email" };
    if (input.externalId && this.customerByExternalId(input.externalId)) {
      return { conflict: "external_id" };
    }
    const customer: CustomerRecord = {
      id: crypto.randomUUID(),
      createdAt: this.#clock.next(),
      modifiedAt: null,
      externalId: input.externalId,
      email: input.email,
      name: input.name,
      metadata: { ...input.metadata },
      deletedAt: null,
    };
    this.#customers.set(customer.id, customer);
    return { customer, events: [this.customerEvent("customer.created", customer)] };
  }

  updateCustomer(
    customer: CustomerRecord,
    changes: CustomerChanges,
  ): { customer: CustomerRecord; events: PlatformEvent[] } | Conflict {
    if (changes.email !== undefined) {
      const holder = this.customerByEmail(changes.email);
      if (holder && holder.id !== customer.id) return { conflict: "email" };
    }
    const updated: CustomerRecord = {
      ...customer,
      email: changes.email ?? customer.email,
      name: changes.name === undefined ? customer.name : changes.name,
      metadata: changes.metadata === undefined ? customer.metadata : { ...changes.metadata },
      modifiedAt: this.#clock.next(),
    };
    this.#customers.set(updated.id, updated);
    return {
      customer: updated,
      events: [this.customerEvent("customer.updated", updated), this.stateEvent(updated)],
    };
  }

  /** Deleting a customer ends their subscriptions and benefits (the platform revokes them). */
  deleteCustomer(customer: CustomerRecord): PlatformEvent[] {
    const at = this.#clock.next();
    const deleted: CustomerRecord = { ...customer, deletedAt: at, modifiedAt: at };
    this.#customers.set(deleted.id, deleted);
    for (const grant of this.#grants.values()) {
      if (grant.customerId === customer.id && !grant.revokedAt) {
        this.#grants.set(grant.id, { ...grant, revokedAt: at, modifiedAt: at });
      }
    }
    return [this.customerEvent("customer.deleted", deleted)];
  }

  customerState(customer: CustomerRecord): WireObject {
    const active = this.subscriptionsOf(customer.id).filter(isActive);
    const grants = [...this.#grants.values()]
      .filter((grant) => grant.customerId === customer.id && !grant.revokedAt)
      .flatMap((grant) => {
        const benefit = this.#benefit(grant.benefitId);
        return benefit ? [{ grant, benefit }] : [];
      });
    return customerStateWire(customer, active, grants);
  }

  // Checkouts

  createCheckout(input: NewCheckout): CheckoutRecord {
    const createdAt = this.#clock.next();
    const checkout: CheckoutRecord = {
      id: crypto.randomUUID(),
      createdAt,
      modifiedAt: null,
      expiresAt: new Date(createdAt.getTime() + CHECKOUT_LIFETIME_MS),
      clientSecret: `polar_c_${randomToken()}`,
      status: "open",
      productId: input.product.id,
      customerId: input.customer?.id ?? null,
      externalCustomerId: input.customer?.externalId ?? input.externalCustomerId,
      customerEmail: input.customer?.email ?? input.customerEmail,
      customerName: input.customer?.name ?? input.customerName,
      successUrl: input.successUrl,
      returnUrl: input.returnUrl,
      embedOrigin: input.embedOrigin,
      metadata: { ...input.metadata },
      customerMetadata: { ...input.customerMetadata },
      subscriptionId: null,
    };
    this.#checkouts.set(checkout.id, checkout);
    return checkout;
  }

  checkout(id: string): CheckoutRecord | undefined {
    return this.#checkouts.get(id);
  }

  checkoutBySecret(clientSecret: string): CheckoutRecord | undefined {
    return [...this.#checkouts.values()].find((checkout) => checkout.clientSecret === clientSecret);
  }

  checkoutWire(checkout: CheckoutRecord, checkoutPageUrl: string): WireObject {
    return checkoutWire(checkout, this.requireProduct(checkout.productId), checkoutPageUrl);
  }

  isExpired(checkout: CheckoutRecord): boolean {
    return checkout.status === "open" && checkout.expiresAt.getTime() <= this.#now();
  }

  /** How long an open checkout can still be paid, in milliseconds (0 once it has expired). */
  timeLeft(checkout: CheckoutRecord): number {
    return Math.max(0, checkout.expiresAt.getTime() - this.#now());
  }

  // Orders and subscriptions

  ordersOf(customerId: string): OrderRecord[] {
    return newestFirst(
      [...this.#orders.values()].filter((order) => order.customerId === customerId),
    );
  }

  subscriptionsOf(customerId: string): SubscriptionRecord[] {
    return newestFirst(
      [...this.#subscriptions.values()].filter((item) => item.customerId === customerId),
    );
  }

  subscription(id: string): SubscriptionRecord | undefined {
    return this.#subscriptions.get(id);
  }

  orderWire(order: OrderRecord): WireObject {
    const subscription = order.subscriptionId
      ? (this.#subscriptions.get(order.subscriptionId) ?? null)
      : null;
    return orderWire(
      order,
      this.requireCustomer(order.customerId),
      this.requireProduct(order.productId),
      subscription,
    );
  }

  subscriptionWire(subscription: SubscriptionRecord): WireObject {
    return subscriptionWire(
      subscription,
      this.requireCustomer(subscription.customerId),
      this.requireProduct(subscription.productId),
    );
  }

  /** Writes of a purchase (complete-checkout.ts) and of a cancellation. */
  saveOrder(order: OrderRecord): void {
    this.#orders.set(order.id, order);
  }

  saveSubscription(subscription: SubscriptionRecord): void {
    this.#subscriptions.set(subscription.id, subscription);
  }

  saveGrant(grant: BenefitGrantRecord): void {
    this.#grants.set(grant.id, grant);
  }

  saveCheckout(checkout: CheckoutRecord): void {
    this.#checkouts.set(checkout.id, checkout);
  }

  /** The next instant of a change, distinct from the previous one. */
  nextInstant(): Date {
    return this.#clock.next();
  }

  // Customer sessions (the customer portal)

  createCustomerSession(customer: CustomerRecord, returnUrl: string | null): CustomerSessionRecord {
    const createdAt = this.#clock.next();
    const session: CustomerSessionRecord = {
      id: crypto.randomUUID(),
      createdAt,
      token: `polar_cst_${randomToken()}`,
      expiresAt: new Date(createdAt.getTime() + CUSTOMER_SESSION_LIFETIME_MS),
      customerId: customer.id,
      returnUrl,
    };
    this.#sessions.set(session.token, session);
    return session;
  }

  customerSession(token: string): CustomerSessionRecord | undefined {
    const session = this.#sessions.get(token);
    if (!session || session.expiresAt.getTime() <= this.#now()) return undefined;
    return session;
  }

  customerWire(customer: CustomerRecord): WireObject {
    return customerWire(customer);
  }

  productWire(product: ProductRecord): WireObject {
    return productWire(product);
  }

  #live(): CustomerRecord[] {
    return [...this.#customers.values()].filter((customer) => !customer.deletedAt);
  }

  /** A record that must exist (it was made by this state). */
  requireCustomer(id: string): CustomerRecord {
    const customer = this.#customers.get(id);
    if (!customer) throw new Error(`no customer ${id}`);
    return customer;
  }

  requireProduct(id: string): ProductRecord {
    const product = this.products.get(id);
    if (!product) throw new Error(`no product ${id}`);
    return product;
  }

  #benefit(id: string) {
    for (const product of this.products.values()) {
      const benefit = product.benefits.find((item) => item.id === id);
      if (benefit) return benefit;
    }
    return undefined;
  }

  /** Events about an entity, each with the entity's wire form at this moment. */
  customerEvent(
    type: "customer.created" | "customer.updated" | "customer.deleted",
    customer: CustomerRecord,
  ): PlatformEvent {
    return { type, data: customerWire(customer), entity: `customer:${customer.id}` };
  }

  stateEvent(customer: CustomerRecord): PlatformEvent {
    return {
      type: "customer.state_changed",
      data: this.customerState(customer),
      entity: `customer-state:${customer.id}`,
    };
  }

  orderEvent(
    type: "order.created" | "order.updated" | "order.paid",
    order: OrderRecord,
  ): PlatformEvent {
    return { type, data: this.orderWire(order), entity: `order:${order.id}` };
  }

  subscriptionEvent(
    type:
      | "subscription.created"
      | "subscription.updated"
      | "subscription.active"
      | "subscription.canceled",
    subscription: SubscriptionRecord,
  ): PlatformEvent {
    return {
      type,
      data: this.subscriptionWire(subscription),
      entity: `subscription:${subscription.id}`,
    };
  }
}

function isActive(subscription: SubscriptionRecord): boolean {
  return subscription.status === "active" || subscription.status === "trialing";
}

function newestFirst<T extends { createdAt: Date }>(items: T[]): T[] {
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
