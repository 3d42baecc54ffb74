// Node-only test helper: the secondary storages a storage test runs against. node-redis is an
// optional peer dependency, loaded only when a Redis URL is set.
import { randomUUID } from "node:crypto";
import type { SecondaryStorage } from "../secondary-storage";
import { createMemorySecondaryStorage } from "./memory-secondary-storage";

export const REDIS_URL_VARIABLE = "TOLLGATE_TEST_REDIS_URL";

export interface TestSecondaryStorage {
  storage: SecondaryStorage;
  /** Keys that hold a value, without the test's own namespace. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestSecondaryStorageTarget {
  name: string;
  open(): Promise<TestSecondaryStorage>;
}

export interface TestSecondaryStoragesOptions {
  /**
   * The environment variable holding the Redis URL (default TOLLGATE_TEST_REDIS_URL), or false
   * to leave Redis out, in CI too.
   */
  redisUrlVariable?: string | false;
}

const memory: TestSecondaryStorageTarget = {
  name: "memory",
  async open() {
    const storage = createMemorySecondaryStorage();
    return { storage, keys: async () => storage.keys(), close: async () => undefined };
  },
};

/**
 * Redis through node-redis, as an application would wire it (the recipe in
 * docs/auth-server/secondary-storage.md). Each open() gets its own key namespace, so test files
 * running at once never share a counter.
 */
function redisTarget(url: string): TestSecondaryStorageTarget {
  return {
    name: "redis",
    async open() {
      const { createClient } = await import("redis");
      const client = await createClient({ url }).connect();
      const namespace = `test:${randomUUID()}:`;
      const storage: SecondaryStorage = {
        get: (key) => client.get(namespace + key),
        set: (key, value, ttl) =>
          ttl === undefined
            ? client.set(namespace + key, value)
            : client.set(namespace + key, value, { EX: ttl }),
        delete: (key) => client.del(namespace + key),
        async increment(key, ttl) {
          const [count] = await client
            .multi()
            .incr(namespace + key)
            .expire(namespace + key, ttl, "NX")
            .exec();
          return Number(count);
        },
        setIfAbsent: async (key, value, ttl) =>
          (await client.set(namespace + key, value, { EX: ttl, NX: true })) !== null,
      };
      return {
        storage,
        keys: async () =>
          (await client.keys(`${namespace}*`)).map((key) => key.slice(namespace.length)),
        async close() {
          const keys = await client.keys(`${namespace}*`);
          if (keys.length > 0) await client.del(keys);
          client.destroy();
        },
      };
    },
  };
}

/**
 * The secondary storages a storage test runs against (use with `describe.each`): memory always,
 * Redis when TOLLGATE_TEST_REDIS_URL is set. In CI (`CI=true`) a missing URL fails the suite.
 */
export function testSecondaryStorages(
  options: TestSecondaryStoragesOptions = {},
): TestSecondaryStorageTarget[] {
  const variable = options.redisUrlVariable ?? REDIS_URL_VARIABLE;
  if (variable === false) return [memory];
  const url = process.env[variable];
  if (url) return [memory, redisTarget(url)];
  if (process.env.CI === "true") {
    throw new Error(
      `${variable} is not set, but CI=true: the Redis suite must run in CI. ` +
        "Start Redis and set it, e.g. redis://127.0.0.1:6379",
    );
  }
  return [memory];
}
