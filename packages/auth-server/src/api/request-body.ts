/**
 * Thrown by body readers; the dispatcher answers 413 or 400. "aborted": the client went away
 * before its body arrived (an ordinary event, answered to nobody and not logged as an error).
 */
export class BodyReadError extends Error {
  constructor(readonly kind: "too_large" | "invalid_json" | "unsupported_type" | "aborted") {
    super(kind);
    this.name = "BodyReadError";
  }
}

/**
 * A request body as read: its parsed value, and its text exactly as received (undefined when a
 * framework in front, e.g. Express, parsed the body before the auth handler saw it). Endpoints
 * declaring better-call's `cloneRequest: true` get the text back as `ctx.request`'s body, so a
 * signature over the raw bytes (webhooks) can be checked.
 */
export interface RequestBody {
  value: unknown;
  text: string | undefined;
}

/** parseBodyText, keeping the text. */
export function readBodyText(text: string, contentType: string | null): RequestBody {
  return { value: parseBodyText(text, contentType), text };
}

/** A JSON media type (application/json, application/*+json), or none given. */
function isJsonType(mediaType: string): boolean {
  return mediaType === "" || mediaType === "application/json" || mediaType.endsWith("+json");
}

/**
 * JSON or form-urlencoded text → a value; empty → undefined. A body is read as JSON only when
 * it says it is JSON (or says nothing): a text/plain body — what a cross-site form or a
 * "simple" cross-site fetch can send without a preflight — is refused, not parsed.
 */
export function parseBodyText(text: string, contentType: string | null): unknown {
  if (text.length === 0) return undefined;
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (mediaType === "application/x-www-form-urlencoded") {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (!isJsonType(mediaType)) throw new BodyReadError("unsupported_type");
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyReadError("invalid_json");
  }
}
