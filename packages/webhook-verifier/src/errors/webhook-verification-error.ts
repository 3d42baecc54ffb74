import { applyBrand, brandFor, hasBrand } from "./brand.js";
import {
  WEBHOOK_VERIFICATION_ERROR_CODES,
  type WebhookVerificationErrorCode,
} from "./error-codes.js";

const brand = brandFor("WebhookVerificationError");

/** A webhook that failed verification: one of the spec's five messages, with its stable code. */
export class WebhookVerificationError extends Error {
  readonly code: WebhookVerificationErrorCode;

  constructor(code: WebhookVerificationErrorCode) {
    super(WEBHOOK_VERIFICATION_ERROR_CODES[code]);
    this.name = "WebhookVerificationError";
    this.code = code;
    applyBrand(this, brand);
  }
}

/** True for a WebhookVerificationError from any copy of this package (ESM, CJS, other versions). */
export function isWebhookVerificationError(value: unknown): value is WebhookVerificationError {
  return hasBrand(value, brand);
}
