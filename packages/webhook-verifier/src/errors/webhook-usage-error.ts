import { applyBrand, brandFor, hasBrand } from "./brand.js";
import { WEBHOOK_USAGE_ERROR_CODES, type WebhookUsageErrorCode } from "./error-codes.js";

const brand = brandFor("WebhookUsageError");

/** An option or argument that cannot be used (a programming error, not a bad webhook). */
export class WebhookUsageError extends Error {
  readonly code: WebhookUsageErrorCode;

  constructor(code: WebhookUsageErrorCode) {
    super(WEBHOOK_USAGE_ERROR_CODES[code]);
    this.name = "WebhookUsageError";
    this.code = code;
    applyBrand(this, brand);
  }
}

export function isWebhookUsageError(value: unknown): value is WebhookUsageError {
  return hasBrand(value, brand);
}
