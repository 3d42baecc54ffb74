import type { RateLimitStore } from "../rate-limit/rate-limit-types";
import type { SecondaryStorage } from "./secondary-storage-types";

const KEY_PREFIX = "tollgate:rate-limit:";

/**
 * Fixed windows aligned to the clock (window n covers [n·w, (n+1)·w)), one counter key per
 * window, so every instance counts into the same key and no window needs resetting.
 *
 * When the storage fails, the hit is counted in this instance's memory instead (same keys, same
 * windows), so limits still hold per instance while Redis is down. Once the storage answers
 * again, a window's count is the shared count plus what this instance counted alone during the
 * outage: hits taken while the storage was unreachable still count against the window.
 */
export function createSecondaryStorageRateLimitStore(storage: SecondaryStorage): RateLimitStore {
  /** Counts this instance kept while the storage failed: counter key → count and expiry. */
  const local = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of local) if (entry.resetAt <= now) local.delete(key);
  };
  const count = async (counterKey: string, ttl: number): Promise<number> => {
    if (storage.increment) return Number(await storage.increment(counterKey, ttl));
    const counted = (Number(await storage.get(counterKey)) || 0) + 1;
    await storage.set(counterKey, String(counted), ttl);
    return counted;
  };
  return {
    async hit(key, windowMs, now) {
      const window = Math.floor(now / windowMs);
      const resetAt = (window + 1) * windowMs;
      const ttl = Math.max(1, Math.ceil((resetAt - now) / 1000));
      const counterKey = `${KEY_PREFIX}${key}:${window}`;
      const alone = local.get(counterKey);
      try {
        const shared = await count(counterKey, ttl);
        return { count: shared + (alone?.count ?? 0), resetAt };
      } catch {
        if (local.size >= 10_000) sweep(now);
        const entry = alone ?? { count: 0, resetAt };
        entry.count++;
        local.set(counterKey, entry);
        return { count: entry.count, resetAt };
      }
    },
  };
}
