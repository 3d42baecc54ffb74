import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * Every message the billing plugin answers. The platform does not show an error catalogue
 * (billing.md §8), so these are ours; where `@polar-sh/better-auth` answers the same failure, the
 * message is its. The webhook verification messages are @tollgate/webhook-verifier's, word for
 * word. Browser-safe: the client entry re-exports it.
 */
export const BILLING_ERROR_CODES = defineErrorCodes({
  PRODUCT_NOT_FOUND: "Product not found",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Products or slug is required",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "You must be logged in to checkout",
  REFERENCE_ID_IS_REQUIRED: "Reference id is required",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "User is not a member of the organization",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "You are not allowed to manage the billing of this organization",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "You are not allowed to view the billing of this organization",
  INVALID_SUCCESS_URL: "Invalid successUrl",
  INVALID_RETURN_URL: "Invalid returnUrl",
  INVALID_EMBED_ORIGIN: "Invalid embedOrigin",
  CHECKOUT_CREATION_FAILED: "Checkout creation failed",
  CUSTOMER_PORTAL_CREATION_FAILED: "Customer portal creation failed",
  CUSTOMER_STATE_UNAVAILABLE: "Customer state unavailable",
  ORDERS_LIST_FAILED: "Orders list failed",
  SUBSCRIPTIONS_LIST_FAILED: "Subscriptions list failed",
  PAYMENTS_PLATFORM_UNAVAILABLE: "Payments platform unavailable",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "Payments platform refused the request",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND: "Payments platform resource not found",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Webhooks are not configured",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Raw body required but the request body was already parsed",
  MISSING_REQUIRED_HEADERS: "Missing required headers",
  INVALID_SIGNATURE_HEADERS: "Invalid Signature Headers",
  MESSAGE_TIMESTAMP_TOO_OLD: "Message timestamp too old",
  MESSAGE_TIMESTAMP_TOO_NEW: "Message timestamp too new",
  NO_MATCHING_SIGNATURE_FOUND: "No matching signature found",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Webhook payload is not valid JSON",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Webhook payload is not a valid event",
  WEBHOOK_HANDLER_FAILED: "Webhook handler failed",
});

export type BillingErrorCode = keyof typeof BILLING_ERROR_CODES;
