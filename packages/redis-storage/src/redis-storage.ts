import { withTimeout } from "./command-timeout-error";
import { openClient } from "./open-client";
import { consoleLogger, createOutageLog, type RedisStorageLogger } from "./outage-log";
import { commandRunner, isIoRedis, type RedisClient } from "./redis-client";

export interface RedisStorageOptions {
  /** Prepended to every key, e.g. "myapp:" (default none). */
  keyPrefix?: string;
  /** Milliseconds a command may take before it fails (default 1000). */
  commandTimeout?: number;
  /** Milliseconds a connection attempt may take (default 2000; with `url` only). */
  connectTimeout?: number;
  /** Longest wait between reconnect attempts, in milliseconds (default 2000; with `url` only). */
  maxReconnectDelay?: number;
  /** Where an outage is reported, once per outage (default console). */
  logger?: RedisStorageLogger;
}

export type RedisStorageConfig = RedisStorageOptions &
  (
    | {
        /** A Redis URL: the storage opens its client (node-redis, or ioredis). */
        url: string;
        /** The library that opens it; by default node-redis when installed, else ioredis. */
        library?: "redis" | "ioredis";
      }
    | {
        /**
         * Your node-redis (v4, v5) or ioredis client. Your options hold; the storage adds an
         * 'error' listener and its command timeout.
         */
        client: RedisClient;
      }
  );

/** The secondary storage: what @tollgate/auth-server's (and Better Auth's) `secondaryStorage` takes. */
export interface RedisStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttl?: number): Promise<void>;
  delete(key: string): Promise<void>;
  increment(key: string, ttl: number): Promise<number>;
  setIfAbsent(key: string, value: string, ttl: number): Promise<boolean>;
  /** Closes the client the storage opened from `url`; a client you passed is yours to close. */
  close(): Promise<void>;
}

/** INCR, and EXPIRE on the first hit of a counter: atomic in one command, on Redis 2.6 and later. */
const INCREMENT_SCRIPT =
  "local count = redis.call('INCR', KEYS[1]) if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return count";

const DEFAULTS = {
  commandTimeout: 1000,
  connectTimeout: 2000,
  maxReconnectDelay: 2000,
};

/** Whether the client is connected and answering already (a client the application passed). */
function isReady(client: RedisClient): boolean {
  if ("isReady" in client && client.isReady === true) return true;
  return "status" in client && client.status === "ready";
}

/**
 * Listens to the client's errors and readiness; answers a promise of its first readiness. An
 * 'error' event nobody listens to ends the process: this listener is what keeps a Redis outage
 * from taking the server down with it.
 */
function listen(client: RedisClient, log: ReturnType<typeof createOutageLog>): Promise<void> {
  client.on("error", (error: unknown) => log.failed(error));
  return new Promise((resolve) => {
    if (isReady(client)) resolve();
    client.on("ready", () => {
      log.ready();
      resolve();
    });
  });
}

/**
 * Redis as secondary storage: sessions and rate-limit counters shared by every server
 * instance. Every command fails within `commandTimeout` when Redis is down or stalled (no
 * offline queue: nothing waits for Redis to come back), the client reconnects in the background
 * with a bounded backoff, and an outage is logged once, never crashing the process.
 */
export function redisStorage(config: RedisStorageConfig): RedisStorage {
  const prefix = config.keyPrefix ?? "";
  const timeoutMs = config.commandTimeout ?? DEFAULTS.commandTimeout;
  const log = createOutageLog(config.logger ?? consoleLogger);
  const owned = "url" in config;

  // Commands wait (within their timeout) for the first connection only: without an offline
  // queue, the first requests after start-up would otherwise fail while the client connects.
  let firstConnection: Promise<void> | undefined;
  const clientReady: Promise<RedisClient> = (async () => {
    let client: RedisClient;
    if ("url" in config) {
      const maxDelay = config.maxReconnectDelay ?? DEFAULTS.maxReconnectDelay;
      client = await openClient(
        config.url,
        {
          connectTimeout: config.connectTimeout ?? DEFAULTS.connectTimeout,
          reconnectDelay: (attempt) => Math.min(50 * 2 ** attempt, maxDelay),
        },
        config.library,
      );
    } else client = config.client;
    firstConnection = listen(client, log);
    // node-redis connects when asked; its first failure is reported by the 'error' listener.
    if (!isIoRedis(client) && !client.isOpen) client.connect().catch(() => undefined);
    return client;
  })();
  // A client that could not be made fails each command with why; never an unhandled rejection.
  clientReady.catch(() => undefined);

  async function run(args: string[]): Promise<unknown> {
    const client = await clientReady;
    const [command = ""] = args;
    return withTimeout(command, timeoutMs, async () => {
      await firstConnection;
      return commandRunner(client)(args);
    });
  }

  return {
    async get(key) {
      const value = await run(["GET", prefix + key]);
      return typeof value === "string" ? value : value == null ? null : String(value);
    },
    async set(key, value, ttl) {
      const args = ["SET", prefix + key, value];
      if (ttl !== undefined) args.push("EX", String(Math.max(1, Math.ceil(ttl))));
      await run(args);
    },
    async delete(key) {
      await run(["DEL", prefix + key]);
    },
    async increment(key, ttl) {
      const expiry = String(Math.max(1, Math.ceil(ttl)));
      return Number(await run(["EVAL", INCREMENT_SCRIPT, "1", prefix + key, expiry]));
    },
    async setIfAbsent(key, value, ttl) {
      const expiry = String(Math.max(1, Math.ceil(ttl)));
      return (await run(["SET", prefix + key, value, "EX", expiry, "NX"])) !== null;
    },
    async close() {
      if (!owned) return;
      const client = await clientReady.catch(() => null);
      if (!client) return;
      if (isIoRedis(client)) client.disconnect();
      else if (client.isOpen) await closeNodeRedis(client);
    },
  };
}

/** node-redis v5 has destroy(), v4 disconnect(): either closes at once, dropping nothing queued. */
async function closeNodeRedis(client: object): Promise<void> {
  if ("destroy" in client && typeof client.destroy === "function") await client.destroy();
  else if ("disconnect" in client && typeof client.disconnect === "function")
    await client.disconnect();
}
