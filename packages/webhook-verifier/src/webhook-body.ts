import { validateWirePayload, type WebhookEvent } from "@tollgate/billing-types";
import { WebhookPayloadError, WebhookUsageError } from "./errors.js";

/**
 * The raw body exactly as received. Never a re-serialised object: `JSON.stringify(req.body)`
 * does not reproduce the bytes that were signed.
 */
export type WebhookBody = string | Uint8Array | ArrayBuffer;

/** The body as a string or bytes, whichever it already is; refuses anything else. */
export function normalizeBody(body: unknown): string | Uint8Array {
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new WebhookUsageError("WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER");
}

const utf8Decoder = new TextDecoder();

/** The body as text, decoded as UTF-8. */
export function bodyToText(body: string | Uint8Array): string {
  return typeof body === "string" ? body : utf8Decoder.decode(body);
}

/**
 * The verified body as a typed billing event (client form: camelCase, Date objects). An unknown
 * event type is kept with `known: false`; a body that is not JSON or not a valid event is a
 * {@link WebhookPayloadError} listing each problem with its JSON path.
 */
export function parseEventText(text: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebhookPayloadError("WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON");
  }
  const result = validateWirePayload(json);
  if (!result.ok)
    throw new WebhookPayloadError("WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT", result.issues);
  return result.event;
}
