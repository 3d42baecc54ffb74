/**
 * Every message this package can produce, word for word, and the errors that carry them. The key
 * of each entry is its `code`: the message in UPPER_SNAKE_CASE (spec,
 * auth-accounts-organizations.md §8).
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

/**
 * Errors are recognised by a brand in the global symbol registry rather than by `instanceof`,
 * so an error thrown by the ESM copy of this package is recognised by the CJS copy (and by another
 * installed version) alike.
 */
function brandFor(kind: string): symbol {
  return Symbol.for(`@tollgate/webhook-verifier/${kind}`);
}

/** Marks an object with a non-enumerable brand, so it does not show up in logs or JSON. */
function applyBrand(target: object, brand: symbol): void {
  Object.defineProperty(target, brand, { value: true, enumerable: false });
}

function hasBrand(value: unknown, brand: symbol): boolean {
  return typeof value === "object" && value !== null && Reflect.get(value, brand) === true;
}

const verificationBrand = brandFor("WebhookVerificationError");

/** A webhook that failed verification: one of the spec's five messages, with its stable code. */
export class WebhookVerificationError extends Error {
  readonly code: WebhookVerificationErrorCode;

  constructor(code: WebhookVerificationErrorCode) {
    super(WEBHOOK_VERIFICATION_ERROR_CODES[code]);
    this.name = "WebhookVerificationError";
    this.code = code;
    applyBrand(this, verificationBrand);
  }
}

/** True for a WebhookVerificationError from any copy of this package (ESM, CJS, other versions). */
export function isWebhookVerificationError(value: unknown): value is WebhookVerificationError {
  return hasBrand(value, verificationBrand);
}

const secretBrand = brandFor("WebhookSecretError");

/** A secret that cannot be used as a key; thrown when a verifier or signer is made. */
export class WebhookSecretError extends Error {
  readonly code: WebhookSecretErrorCode;

  constructor(code: WebhookSecretErrorCode) {
    super(WEBHOOK_SECRET_ERROR_CODES[code]);
    this.name = "WebhookSecretError";
    this.code = code;
    applyBrand(this, secretBrand);
  }
}

export function isWebhookSecretError(value: unknown): value is WebhookSecretError {
  return hasBrand(value, secretBrand);
}

const usageBrand = brandFor("WebhookUsageError");

/** An option or argument that cannot be used (a programming error, not a bad webhook). */
export class WebhookUsageError extends Error {
  readonly code: WebhookUsageErrorCode;

  constructor(code: WebhookUsageErrorCode) {
    super(WEBHOOK_USAGE_ERROR_CODES[code]);
    this.name = "WebhookUsageError";
    this.code = code;
    applyBrand(this, usageBrand);
  }
}

export function isWebhookUsageError(value: unknown): value is WebhookUsageError {
  return hasBrand(value, usageBrand);
}

const payloadBrand = brandFor("WebhookPayloadError");

/** One reason a payload does not match the billing schemas, located by its JSON path. */
export interface WebhookPayloadIssue {
  path: string;
  message: string;
}

/** A correctly signed body that is not valid JSON or not a valid billing event. */
export class WebhookPayloadError extends Error {
  readonly code: WebhookPayloadErrorCode;
  readonly issues: readonly WebhookPayloadIssue[];

  constructor(code: WebhookPayloadErrorCode, issues: readonly WebhookPayloadIssue[] = []) {
    super(WEBHOOK_PAYLOAD_ERROR_CODES[code]);
    this.name = "WebhookPayloadError";
    this.code = code;
    applyBrand(this, payloadBrand);
    this.issues = issues;
  }
}

export function isWebhookPayloadError(value: unknown): value is WebhookPayloadError {
  return hasBrand(value, payloadBrand);
}
