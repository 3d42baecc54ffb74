import { WebhookVerificationError } from "../errors/webhook-verification-error.js";
import {
  readHeaderValues,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookHeaders,
} from "../input/webhook-headers.js";

/** The three Standard Webhooks headers, read and checked for shape (not yet for freshness). */
export interface SignatureHeaders {
  id: string;
  /** Seconds since the Unix epoch. */
  timestamp: number;
  signature: string;
}

const WHOLE_SECONDS = /^\d{1,15}$/;

function single(values: string[]): string | null {
  const first = values[0];
  return values.every((value) => value === first) ? (first ?? "") : null;
}

/**
 * Throws 'Missing required headers' when any of the three is absent or empty, then
 * 'Invalid Signature Headers' when the timestamp is not whole seconds or the id or timestamp
 * was sent more than once with different values.
 */
export function readSignatureHeaders(headers: WebhookHeaders): SignatureHeaders {
  const ids = readHeaderValues(headers, WEBHOOK_ID_HEADER);
  const timestamps = readHeaderValues(headers, WEBHOOK_TIMESTAMP_HEADER);
  const signatures = readHeaderValues(headers, WEBHOOK_SIGNATURE_HEADER);
  const signature = signatures.join(" ").trim();
  if (!ids.some(Boolean) || !timestamps.some(Boolean) || signature === "") {
    throw new WebhookVerificationError("MISSING_REQUIRED_HEADERS");
  }
  const id = single(ids);
  const timestamp = single(timestamps);
  if (id === null || timestamp === null || !WHOLE_SECONDS.test(timestamp)) {
    throw new WebhookVerificationError("INVALID_SIGNATURE_HEADERS");
  }
  return { id, timestamp: Number(timestamp), signature };
}
