import type { AuthContext, AuthPlugin } from "@tollgate/auth-server";
import { customerSyncHooks } from "./customers/customer-sync-hooks";
import { someRoleMayManageBilling } from "./customers/organization-access";
import { BILLING_ERROR_CODES } from "./error-codes";
import { type BillingOptions, resolveBillingOptions } from "./options";
import { createPlatformClient } from "./platform/platform-client";
import {
  type BillingWebhooksEndpoint,
  createBillingWebhooks,
  type PolarWebhooksEndpoint,
} from "./routes/billing-webhooks";
import { type CheckoutEndpoint, createCheckout } from "./routes/checkout";
import {
  type CustomerOrdersEndpoint,
  type CustomerSubscriptionsEndpoint,
  createCustomerOrders,
  createCustomerSubscriptions,
} from "./routes/customer-lists";
import { type CustomerPortalEndpoint, createCustomerPortal } from "./routes/customer-portal";
import { type CustomerStateEndpoint, createCustomerStateEndpoint } from "./routes/customer-state";
import { createEntitlementChecks, type EntitlementEndpoints } from "./routes/entitlement-checks";
import { billingSchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type BillingEndpoints = {
  checkout: CheckoutEndpoint;
  portal: CustomerPortalEndpoint;
  state: CustomerStateEndpoint;
  orders: CustomerOrdersEndpoint;
  subscriptions: CustomerSubscriptionsEndpoint;
  billingWebhooks: BillingWebhooksEndpoint;
  polarWebhooks: PolarWebhooksEndpoint;
} & EntitlementEndpoints;

/**
 * Payments through the platform (Polar) for a Tollgate server: customers that follow users (or
 * organizations), checkout, the customer portal, state, orders and subscriptions on
 * `@polar-sh/better-auth`'s paths, and POST /billing/webhooks — verified, applied once per
 * webhook-id, never moved backwards by a late delivery, kept as local customer state that
 * `auth.api.hasActiveSubscription` / `hasBenefit` read without a network call.
 */
export function billing(userOptions: BillingOptions) {
  const options = resolveBillingOptions(userOptions);
  const platform = createPlatformClient(userOptions);
  let logger: AuthContext["logger"] | undefined;
  const endpoints: BillingEndpoints = {
    checkout: createCheckout(options, platform),
    portal: createCustomerPortal(options, platform),
    state: createCustomerStateEndpoint(options, platform),
    orders: createCustomerOrders(options, platform),
    subscriptions: createCustomerSubscriptions(options, platform),
    billingWebhooks: createBillingWebhooks("/billing/webhooks", options.webhooks),
    polarWebhooks: createBillingWebhooks("/polar/webhooks", options.webhooks),
    ...createEntitlementChecks(),
  };
  const noLogger = { debug() {}, info() {}, warn() {}, error() {} };
  return {
    id: "billing",
    endpoints,
    schema: billingSchema,
    databaseHooks: options.createCustomerOnSignUp
      ? customerSyncHooks(options, platform, () => logger ?? noLogger)
      : {},
    errorCodes: BILLING_ERROR_CODES,
    async init(context) {
      logger = context.logger;
      if (options.customerFor !== "organization") return;
      if (!context.plugins.some((plugin) => plugin.id === "organization"))
        context.logger.warn(
          'billing: customerFor is "organization" but @tollgate/organization-plugin is not among the plugins',
        );
      else if (!(await someRoleMayManageBilling(context.plugins)))
        context.logger.warn(
          'billing: no organization role may manage billing (checkout, customer portal): every member is refused; grant `billing: ["read", "manage"]` to the roles that pay (spread defaultStatements of @tollgate/organization-plugin/access)',
        );
    },
    options: userOptions,
  } satisfies AuthPlugin;
}

export type { BillingAction } from "./customers/organization-access";
export { createEntitlements, type Entitlements, type SubscriptionCheck } from "./entitlements";
export { BILLING_ERROR_CODES, type BillingErrorCode } from "./error-codes";
export type {
  BillingOptions,
  BillingProduct,
  BillingWebhookOptions,
  Metadata,
} from "./options";
export {
  createPlatformClient,
  PLATFORM_SERVERS,
  type PlatformClient,
  type PlatformClientOptions,
} from "./platform/platform-client";
export { isPlatformError, PlatformError } from "./platform/platform-error";
export type { WebhookAcknowledgement } from "./routes/billing-webhooks";
export { checkoutBody } from "./routes/checkout";
export type { Page } from "./routes/customer-lists";
export { type BillingCustomerStateRow, billingSchema } from "./schema";
export type { DeliveryOutcome } from "./webhooks/apply-delivery";
export {
  WEBHOOK_HANDLER_NAMES,
  type WebhookHandlerContext,
  type WebhookHandlers,
} from "./webhooks/webhook-handlers";
export type {
  BillingWebhooksEndpoint,
  CheckoutEndpoint,
  CustomerOrdersEndpoint,
  CustomerPortalEndpoint,
  CustomerStateEndpoint,
  CustomerSubscriptionsEndpoint,
  EntitlementEndpoints,
  PolarWebhooksEndpoint,
};
