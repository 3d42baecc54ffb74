/** Where the storage reports an outage; console by default. */
export interface RedisStorageLogger {
  error(message: string, error?: unknown): void;
  warn(message: string): void;
}

export const consoleLogger: RedisStorageLogger = {
  error: (message, error) => console.error(`[tollgate/redis-storage] ${message}`, error ?? ""),
  warn: (message) => console.warn(`[tollgate/redis-storage] ${message}`),
};

/**
 * Logs an outage once: the first error after the client was ready is logged, the ones that
 * follow (every reconnect attempt, every failed command) are not, until the client is ready again.
 */
export function createOutageLog(logger: RedisStorageLogger) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      logger.error("Redis is unreachable; reconnecting in the background", error);
    },
    ready() {
      if (!down) return;
      down = false;
      logger.warn("Redis is reachable again");
    },
  };
}
