import type { RateLimitStore } from "../rate-limit/rate-limit-types";
import type { SecondaryStorage } from "./secondary-storage-types";

const KEY_PREFIX = "tollgate:rate-limit:";

/**
 * Fixed windows aligned to the clock (window n covers [n·w, (n+1)·w)), one counter key per
 * window, so every instance counts into the same key and no window needs resetting.
 */
export function createSecondaryStorageRateLimitStore(storage: SecondaryStorage): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const window = Math.floor(now / windowMs);
      const resetAt = (window + 1) * windowMs;
      const counterKey = `${KEY_PREFIX}${key}:${window}`;
      const ttl = Math.max(1, Math.ceil((resetAt - now) / 1000));
      if (storage.increment) {
        return { count: Number(await storage.increment(counterKey, ttl)), resetAt };
      }
      const count = (Number(await storage.get(counterKey)) || 0) + 1;
      await storage.set(counterKey, String(count), ttl);
      return { count, resetAt };
    },
  };
}
