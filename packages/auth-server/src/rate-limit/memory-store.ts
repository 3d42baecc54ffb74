import type { RateLimitStore } from "./rate-limit-types";

/**
 * Fixed-window counters in a Map. Expired windows are swept when the map grows, so memory
 * stays bounded without a timer that would keep the process alive.
 */
export function createMemoryRateLimitStore(sweepAbove = 10_000): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    hit(key, windowMs, now) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= sweepAbove) sweep(now);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count++;
      return entry;
    },
  };
}
