import { WebhookVerificationError } from "./errors.js";

/**
 * Headers in any of the shapes a server hands out: a fetch `Headers`, a plain object whose keys
 * may be in any case, or Node's `IncomingHttpHeaders` (values may be string arrays).
 */
export type HeaderValue = string | readonly string[] | undefined;

export interface HeadersLike {
  get(name: string): string | null;
}

export type WebhookHeaders = HeadersLike | Readonly<Record<string, HeaderValue>>;

export const WEBHOOK_ID_HEADER = "webhook-id";
export const WEBHOOK_TIMESTAMP_HEADER = "webhook-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "webhook-signature";

function isHeadersLike(headers: WebhookHeaders): headers is HeadersLike {
  return typeof Reflect.get(headers, "get") === "function";
}

function lookUp(record: Readonly<Record<string, HeaderValue>>, name: string): HeaderValue {
  const exact = record[name];
  if (exact !== undefined) return exact;
  for (const key of Object.keys(record)) {
    if (key.toLowerCase() === name) return record[key];
  }
  return undefined;
}

/**
 * One header as a list of its values, in order; empty when it is absent. A fetch `Headers`
 * joins repeated headers with ", ", which is left to the caller to split where that matters.
 */
function readHeaderValues(headers: WebhookHeaders, name: string): string[] {
  if (isHeadersLike(headers)) {
    const value = headers.get(name);
    return value === null ? [] : [value];
  }
  const value = lookUp(headers, name);
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

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

const SIGNATURE_VERSION_PREFIX = "v1,";
/** Padded base64 of the 32 bytes of an HMAC-SHA256. */
const SIGNATURE_BASE64_LENGTH = 44;

/**
 * The `v1` signatures of a `webhook-signature` header, still in base64: entries are separated by
 * spaces (a trailing comma, left by a proxy that joined repeated headers with ", ", is ignored);
 * entries of other versions, and `v1` entries that cannot be an HMAC-SHA256, are skipped.
 */
export function readV1Signatures(header: string): string[] {
  const signatures: string[] = [];
  for (const rawEntry of header.split(" ")) {
    const entry = rawEntry.endsWith(",") ? rawEntry.slice(0, -1) : rawEntry;
    if (
      entry.length === SIGNATURE_VERSION_PREFIX.length + SIGNATURE_BASE64_LENGTH &&
      entry.startsWith(SIGNATURE_VERSION_PREFIX)
    ) {
      signatures.push(entry.slice(SIGNATURE_VERSION_PREFIX.length));
    }
  }
  return signatures;
}
