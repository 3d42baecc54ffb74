import { randomUUID } from "node:crypto";
import type { SecondaryStorage } from "@tollgate/auth-server";
import { createMemorySecondaryStorage } from "@tollgate/auth-server/testing";
import { createClient } from "redis";

export const REDIS_URL_VARIABLE = "TOLLGATE_TEST_REDIS_URL";

export interface TestStorage {
  storage: SecondaryStorage;
  /** Keys that hold a value, without the test's own namespace. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestStorageTarget {
  name: string;
  open(): Promise<TestStorage>;
}

const memory: TestStorageTarget = {
  name: "memory",
  async open() {
    const storage = createMemorySecondaryStorage();
    return { storage, keys: async () => storage.keys(), close: async () => undefined };
  },
};

/**
 * Redis through node-redis, as an application would wire it (the README's recipe). Each open()
 * gets its own key namespace, so test files running at once never share a counter.
 */
function redisTarget(url: string): TestStorageTarget {
  return {
    name: "redis",
    async open() {
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
 * The secondary storages the storage suites run against: memory always, Redis when
 * TOLLGATE_TEST_REDIS_URL is set. In CI (`CI=true`) a missing URL fails the suite.
 */
export function testStorages(): TestStorageTarget[] {
  const url = process.env[REDIS_URL_VARIABLE];
  if (url) return [memory, redisTarget(url)];
  if (process.env.CI === "true") {
    throw new Error(
      `${REDIS_URL_VARIABLE} is not set, but CI=true: the Redis suite must run in CI. ` +
        "Start Redis and set it, e.g. redis://127.0.0.1:6379",
    );
  }
  return [memory];
}
