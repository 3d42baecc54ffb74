/**
 * Thrown by body readers; the dispatcher answers 413 or 400. "aborted": the client went away
 * before its body arrived (an ordinary event, answered to nobody and not logged as an error).
 */
export class BodyReadError extends Error {
  constructor(readonly kind: "too_large" | "invalid_json" | "aborted") {
    super(kind);
    this.name = "BodyReadError";
  }
}

/** JSON or form-urlencoded text → a value; empty → undefined. */
export function parseBodyText(text: string, contentType: string | null): unknown {
  if (text.length === 0) return undefined;
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyReadError("invalid_json");
  }
}
