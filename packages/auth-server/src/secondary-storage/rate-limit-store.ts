import type { RateLimitStore } from "../rate-limit/rate-limit-types";
import type { Logger } from "../utils/logger";
import type { SecondaryStorage } from "./secondary-storage-types";

const KEY_PREFIX = "tollgate:rate-limit:";

/**
 * Fixed windows aligned to the clock (window n covers [n·w, (n+1)·w)), one counter key per
 * window, so every instance counts into the same key and no window needs resetting. When the
 * storage fails, the hit is let through and the error logged: an unreachable Redis must not
 * take every endpoint down with it.
 */
export function createSecondaryStorageRateLimitStore(
  storage: SecondaryStorage,
  logger: Pick<Logger, "error">,
): RateLimitStore {
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
      try {
        return { count: await count(`${KEY_PREFIX}${key}:${window}`, ttl), resetAt };
      } catch (error) {
        logger.error("secondary storage: counting a request failed; it is let through", error);
        return { count: 0, resetAt };
      }
    },
  };
}
