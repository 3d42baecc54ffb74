import { WebhookUsageError } from "../errors/webhook-usage-error.js";

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
