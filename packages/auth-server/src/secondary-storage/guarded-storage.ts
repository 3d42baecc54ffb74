import { DependencyUnavailableError } from "../errors/dependency-failure";
import type { Logger } from "../utils/logger";
import type { SecondaryStorage } from "./secondary-storage-types";

/** How long one storage call may take before the request stops waiting for it. */
export const STORAGE_TIMEOUT_MS = 2000;
/** After a failure, calls fail at once for this long instead of each waiting for the timeout. */
export const STORAGE_RETRY_INTERVAL_MS = 1000;

function isThenable<T>(value: Promise<T> | T): value is Promise<T> {
  return (
    typeof value === "object" &&
    value !== null &&
    "then" in value &&
    typeof value.then === "function"
  );
}

export interface GuardedStorageOptions {
  timeoutMs?: number;
  retryIntervalMs?: number;
}

/**
 * The application's secondary storage as the server uses it: every call is bounded by a timeout,
 * and every failure (an error, a timeout) becomes a DependencyUnavailableError. While the storage
 * is failing, calls fail at once (one call is let through every retry interval to find out
 * whether it is back), so an outage costs a request nothing but the fallback. The outage is
 * logged once when it starts and once when it ends, not once per call.
 */
export function createGuardedStorage(
  storage: SecondaryStorage,
  logger: Pick<Logger, "error" | "warn">,
  options: GuardedStorageOptions = {},
): SecondaryStorage {
  const timeoutMs = options.timeoutMs ?? STORAGE_TIMEOUT_MS;
  const retryIntervalMs = options.retryIntervalMs ?? STORAGE_RETRY_INTERVAL_MS;
  let down = false;
  let nextAttemptAt = 0;

  const succeeded = () => {
    if (!down) return;
    down = false;
    logger.warn("secondary storage is reachable again");
  };
  const failed = (error: unknown): DependencyUnavailableError => {
    nextAttemptAt = Date.now() + retryIntervalMs;
    if (!down) {
      down = true;
      logger.error(
        "secondary storage failed; sessions are read from the database and rate limits are counted in this instance until it answers again",
        error,
      );
    }
    return error instanceof DependencyUnavailableError
      ? error
      : new DependencyUnavailableError("secondary storage", "the call failed", { cause: error });
  };

  async function call<T>(run: () => Promise<T> | T): Promise<T> {
    if (down && Date.now() < nextAttemptAt)
      throw new DependencyUnavailableError("secondary storage", "unreachable (retrying shortly)");
    let pending: Promise<T> | T;
    try {
      pending = run();
    } catch (error) {
      throw failed(error);
    }
    // A storage that answers at once (in memory) needs no timer.
    if (!isThenable(pending)) {
      succeeded();
      return pending;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DependencyUnavailableError("secondary storage", `no answer in ${timeoutMs} ms`),
          ),
        timeoutMs,
      );
    });
    try {
      const result = await Promise.race([Promise.resolve(pending), timeout]);
      succeeded();
      return result;
    } catch (error) {
      throw failed(error);
    } finally {
      clearTimeout(timer);
    }
  }

  const { increment, setIfAbsent } = storage;
  return {
    get: (key) => call(() => storage.get(key)),
    set: (key, value, ttl) => call(() => storage.set(key, value, ttl)),
    delete: (key) => call(() => storage.delete(key)),
    ...(increment
      ? { increment: (key, ttl) => call(() => increment.call(storage, key, ttl)) }
      : {}),
    ...(setIfAbsent
      ? {
          setIfAbsent: (key, value, ttl) => call(() => setIfAbsent.call(storage, key, value, ttl)),
        }
      : {}),
  };
}
