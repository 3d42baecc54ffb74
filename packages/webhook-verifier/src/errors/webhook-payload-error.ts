import { applyBrand, brandFor, hasBrand } from "./brand.js";
import { WEBHOOK_PAYLOAD_ERROR_CODES, type WebhookPayloadErrorCode } from "./error-codes.js";

const brand = brandFor("WebhookPayloadError");

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
    applyBrand(this, brand);
    this.issues = issues;
  }
}

export function isWebhookPayloadError(value: unknown): value is WebhookPayloadError {
  return hasBrand(value, brand);
}
