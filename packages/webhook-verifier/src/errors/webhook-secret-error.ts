import { applyBrand, brandFor, hasBrand } from "./brand.js";
import { WEBHOOK_SECRET_ERROR_CODES, type WebhookSecretErrorCode } from "./error-codes.js";

const brand = brandFor("WebhookSecretError");

/** A secret that cannot be used as a key; thrown when a verifier or signer is made. */
export class WebhookSecretError extends Error {
  readonly code: WebhookSecretErrorCode;

  constructor(code: WebhookSecretErrorCode) {
    super(WEBHOOK_SECRET_ERROR_CODES[code]);
    this.name = "WebhookSecretError";
    this.code = code;
    applyBrand(this, brand);
  }
}

export function isWebhookSecretError(value: unknown): value is WebhookSecretError {
  return hasBrand(value, brand);
}
