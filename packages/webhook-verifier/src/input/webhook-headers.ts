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
export function readHeaderValues(headers: WebhookHeaders, name: string): string[] {
  if (isHeadersLike(headers)) {
    const value = headers.get(name);
    return value === null ? [] : [value];
  }
  const value = lookUp(headers, name);
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}
