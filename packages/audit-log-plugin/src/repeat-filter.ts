import type { SecurityEvent } from "@tollgate/auth-server";

const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

/**
 * Refusals the rate limiter answers come in floods (that is why it answers them): storing each
 * would turn every refused request into database writes. This keeps the first refusal of a
 * client on a path each minute and drops the repeats, in memory, per server, for at most
 * 10,000 clients at once (the oldest forgotten first).
 */
export function createRepeatFilter(now: () => number = Date.now) {
  const lastKept = new Map<string, number>();
  return (event: SecurityEvent): boolean => {
    if (event.reason !== "rate-limited") return true;
    const key = `${event.ipAddress ?? "unknown"} ${event.path ?? ""} ${String(event.payload.method ?? "")}`;
    const time = now();
    const last = lastKept.get(key);
    if (last !== undefined && time - last < WINDOW_MS) return false;
    lastKept.delete(key);
    lastKept.set(key, time);
    if (lastKept.size > MAX_KEYS) {
      const oldest = lastKept.keys().next().value;
      if (oldest !== undefined) lastKept.delete(oldest);
    }
    return true;
  };
}
