import type { User } from "@tollgate/auth-server";
import type { KeyEncoding, WebhookSecrets } from "@tollgate/webhook-verifier";
import type { PlatformClientOptions } from "./platform/platform-client";
import type { WebhookHandlers } from "./webhooks/webhook-handlers";

/** A product the app sells, checked out by `slug` as well as by id. */
export interface BillingProduct {
  productId: string;
  slug: string;
}

export type Metadata = Record<string, string | number | boolean>;

export interface BillingWebhookOptions extends WebhookHandlers {
  /** The endpoint's signing secret (several during a rotation). */
  secret: WebhookSecrets;
  /**
   * How the secret becomes the HMAC key. Default `"utf8"`: Polar signs with the secret text
   * itself; `"base64"` for a Standard Webhooks `whsec_` secret (see @tollgate/webhook-verifier).
   */
  keyEncoding?: KeyEncoding;
  /** How far `webhook-timestamp` may be from now, in seconds. Default 300. */
  toleranceSeconds?: number;
}

export interface BillingOptions extends PlatformClientOptions {
  /**
   * Who is a platform customer: every user (default), or every organization of
   * `@tollgate/organization-plugin` (checkout then takes the organization as `referenceId` and
   * checks that the caller is a member).
   */
  customerFor?: "user" | "organization";
  /** Create (and keep in step, and delete) the platform customer with the user. Default true. */
  createCustomerOnSignUp?: boolean;
  /** Extra fields for the customer made on sign-up (metadata). */
  getCustomerCreateParams?: (data: { user: User }) =>
    | Promise<{ metadata?: Metadata }>
    | {
        metadata?: Metadata;
      };
  /** The products checkout accepts by `slug`. */
  products?: BillingProduct[] | (() => Promise<BillingProduct[]>);
  /** Where checkout goes once paid (absolute, or a path on the app's origin). */
  successUrl?: string;
  /** The "back" link of checkout and of the customer portal. */
  returnUrl?: string;
  /** Refuse checkout without a session (401). Default false, as in `@polar-sh/better-auth`. */
  authenticatedUsersOnly?: boolean;
  /** Receive the platform's webhooks at POST /billing/webhooks (and /polar/webhooks). */
  webhooks?: BillingWebhookOptions;
}

export interface ResolvedBillingOptions {
  customerFor: "user" | "organization";
  createCustomerOnSignUp: boolean;
  getCustomerCreateParams: BillingOptions["getCustomerCreateParams"];
  products: () => Promise<BillingProduct[]>;
  successUrl: string | undefined;
  returnUrl: string | undefined;
  authenticatedUsersOnly: boolean;
  webhooks: BillingWebhookOptions | undefined;
}

export function resolveBillingOptions(options: BillingOptions): ResolvedBillingOptions {
  const { products } = options;
  return {
    customerFor: options.customerFor ?? "user",
    createCustomerOnSignUp: options.createCustomerOnSignUp ?? true,
    getCustomerCreateParams: options.getCustomerCreateParams,
    products: async () => (typeof products === "function" ? products() : (products ?? [])),
    successUrl: options.successUrl,
    returnUrl: options.returnUrl,
    authenticatedUsersOnly: options.authenticatedUsersOnly ?? false,
    webhooks: options.webhooks,
  };
}
