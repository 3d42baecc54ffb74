import { WEBHOOK_HANDLER_ERROR_CODES } from "../errors/error-codes.js";
import { isWebhookPayloadError } from "../errors/webhook-payload-error.js";
import { isWebhookVerificationError } from "../errors/webhook-verification-error.js";
import { jsonResponse } from "./json-response.js";

/**
 * `{ code, message }` (plus `issues` for a payload error). The text of an unexpected error is
 * never sent: it may hold internals; the sender only learns that the handler failed.
 */
export function errorResponse(error: unknown, status: number): Response {
  if (isWebhookVerificationError(error)) {
    return jsonResponse(status, { code: error.code, message: error.message });
  }
  if (isWebhookPayloadError(error)) {
    return jsonResponse(status, { code: error.code, message: error.message, issues: error.issues });
  }
  return jsonResponse(status, {
    code: "WEBHOOK_HANDLER_FAILED",
    message: WEBHOOK_HANDLER_ERROR_CODES.WEBHOOK_HANDLER_FAILED,
  });
}
