/**
 * Every message this package can produce, word for word. The key of each entry is its `code`:
 * the message in UPPER_SNAKE_CASE (spec, auth-accounts-organizations.md §8).
 */

/** The five Standard Webhooks verification failures, in the order they are checked. */
export const WEBHOOK_VERIFICATION_ERROR_CODES = {
  MISSING_REQUIRED_HEADERS: "Missing required headers",
  INVALID_SIGNATURE_HEADERS: "Invalid Signature Headers",
  MESSAGE_TIMESTAMP_TOO_OLD: "Message timestamp too old",
  MESSAGE_TIMESTAMP_TOO_NEW: "Message timestamp too new",
  NO_MATCHING_SIGNATURE_FOUND: "No matching signature found",
} as const;

/** A secret that cannot be a key, refused when a verifier or signer is made. */
export const WEBHOOK_SECRET_ERROR_CODES = {
  WEBHOOK_SECRET_IS_REQUIRED: "Webhook secret is required",
  WEBHOOK_SECRET_IS_EMPTY: "Webhook secret is empty",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "Webhook secret is not valid base64",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID: "Webhook secret key encoding is invalid",
} as const;

/** Options or arguments that cannot be used. */
export const WEBHOOK_USAGE_ERROR_CODES = {
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "Tolerance must be a non-negative number of seconds",
  WEBHOOK_ID_IS_REQUIRED: "Webhook id is required",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS: "Webhook timestamp must be whole seconds",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "Webhook body must be a string, Uint8Array or ArrayBuffer",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE: "Hmac backend must be auto, web-crypto or node",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME: "Node crypto is not available in this runtime",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Raw body required but the request body was already parsed",
} as const;

/** A verified body that is not a billing event. */
export const WEBHOOK_PAYLOAD_ERROR_CODES = {
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Webhook payload is not valid JSON",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Webhook payload is not a valid event",
} as const;

/** What the webhook handler answers when the failure is on the receiving side. */
export const WEBHOOK_HANDLER_ERROR_CODES = {
  METHOD_NOT_ALLOWED: "Method not allowed",
  WEBHOOK_HANDLER_FAILED: "Webhook handler failed",
} as const;

export type WebhookVerificationErrorCode = keyof typeof WEBHOOK_VERIFICATION_ERROR_CODES;
export type WebhookSecretErrorCode = keyof typeof WEBHOOK_SECRET_ERROR_CODES;
export type WebhookUsageErrorCode = keyof typeof WEBHOOK_USAGE_ERROR_CODES;
export type WebhookPayloadErrorCode = keyof typeof WEBHOOK_PAYLOAD_ERROR_CODES;
