import { safeParseWebhookEvent, type WebhookEvent } from "@tollgate/billing-types";
import {
  isWebhookVerificationError,
  type WebhookVerificationErrorCode,
  type WebhookVerifier,
} from "@tollgate/webhook-verifier";
import { billingError } from "../billing-error";

const VERIFICATION_STATUS = {
  MISSING_REQUIRED_HEADERS: "BAD_REQUEST",
  INVALID_SIGNATURE_HEADERS: "BAD_REQUEST",
  MESSAGE_TIMESTAMP_TOO_OLD: "UNAUTHORIZED",
  MESSAGE_TIMESTAMP_TOO_NEW: "UNAUTHORIZED",
  NO_MATCHING_SIGNATURE_FOUND: "UNAUTHORIZED",
} as const satisfies Record<WebhookVerificationErrorCode, string>;

export interface Delivery {
  webhookId: string;
  event: WebhookEvent;
}

/**
 * The delivery in a webhook request: its signature checked over the raw body (statuses as
 * @tollgate/webhook-verifier documents them: 400 for missing or malformed headers, 401 for a
 * stale or wrong signature), then its JSON parsed into the typed event (400 when it is not one).
 */
export async function readDelivery(verifier: WebhookVerifier, request: Request): Promise<Delivery> {
  const body = await request.text();
  let verified: { id: string; body: string };
  try {
    verified = await verifier.verifyBody(body, request.headers);
  } catch (error) {
    if (!isWebhookVerificationError(error)) throw error;
    throw billingError(VERIFICATION_STATUS[error.code], error.code);
  }
  let json: unknown;
  try {
    json = JSON.parse(verified.body);
  } catch {
    throw billingError("BAD_REQUEST", "WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON");
  }
  const parsed = safeParseWebhookEvent(json);
  if (!parsed.success) throw billingError("BAD_REQUEST", "WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT");
  return { webhookId: verified.id, event: parsed.data };
}
