import type { WebhookVerificationErrorCode } from "../errors/error-codes.js";
import { isWebhookPayloadError } from "../errors/webhook-payload-error.js";
import { isWebhookVerificationError } from "../errors/webhook-verification-error.js";

const VERIFICATION_STATUS: Record<WebhookVerificationErrorCode, number> = {
  MISSING_REQUIRED_HEADERS: 400,
  INVALID_SIGNATURE_HEADERS: 400,
  MESSAGE_TIMESTAMP_TOO_OLD: 401,
  MESSAGE_TIMESTAMP_TOO_NEW: 401,
  NO_MATCHING_SIGNATURE_FOUND: 401,
};

/**
 * 400 for a request that is malformed (headers missing or invalid, payload not an event),
 * 401 for one that is not authentic (stale or wrongly signed), 500 for anything else.
 */
export function statusForError(error: unknown): number {
  if (isWebhookVerificationError(error)) return VERIFICATION_STATUS[error.code];
  if (isWebhookPayloadError(error)) return 400;
  return 500;
}
