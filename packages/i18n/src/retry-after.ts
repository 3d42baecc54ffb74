/**
 * Seconds to wait from a Retry-After value: seconds (a number or "30"), or an HTTP date
 * (RFC 9110 §10.2.3), counted from `now`. Undefined when it is neither.
 */
export function retryAfterSeconds(
  value: number | string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? Math.max(0, value) : undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
