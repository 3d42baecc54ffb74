import type { RedisClient } from "./redis-client";

export interface ConnectionDefaults {
  connectTimeout: number;
  /** Milliseconds to wait before reconnect attempt `attempt` (0-based). */
  reconnectDelay(attempt: number): number;
}

async function load<T>(name: string, importIt: () => Promise<T>): Promise<T | null> {
  try {
    return await importIt();
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") return null;
    throw new Error(`@tollgate/redis-storage: loading ${name} failed`, { cause: error });
  }
}

/**
 * A client for `url` on whichever library the application installed (node-redis first, then
 * ioredis), set up to fail fast: no offline queue (a command while disconnected fails at once
 * instead of waiting for Redis to come back), a connect timeout, and reconnects that back off
 * up to a bounded delay and never give up.
 */
export async function openClient(
  url: string,
  defaults: ConnectionDefaults,
  library?: "redis" | "ioredis",
): Promise<RedisClient> {
  const nodeRedis = library === "ioredis" ? null : await load("redis", () => import("redis"));
  if (nodeRedis) {
    return nodeRedis.createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: defaults.connectTimeout,
        reconnectStrategy: (retries: number) => defaults.reconnectDelay(retries),
      },
    });
  }
  const ioredis = library === "redis" ? null : await load("ioredis", () => import("ioredis"));
  if (ioredis) {
    return new ioredis.Redis(url, {
      connectTimeout: defaults.connectTimeout,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times: number) => defaults.reconnectDelay(times - 1),
    });
  }
  throw new Error(
    `@tollgate/redis-storage needs a Redis client: install ${library ?? "redis (node-redis) or ioredis"}`,
  );
}
