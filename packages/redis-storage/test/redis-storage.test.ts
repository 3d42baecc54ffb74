// redisStorage on a real Redis, through each client it accepts: the storage contract, and what
// it does when Redis refuses, drops or stalls its connection (through a TCP proxy).
import type { SecondaryStorage } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { Redis } from "ioredis";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import {
  RedisCommandTimeoutError,
  type RedisStorage,
  type RedisStorageConfig,
  redisStorage,
} from "../src";
import { type FaultProxy, startFaultProxy } from "./support/fault-proxy";
import { testRedisUrl, uniquePrefix } from "./support/redis-url";

const redis = testRedisUrl();

interface Logged {
  errors: string[];
  warnings: string[];
}
const recorder = () => {
  const logged: Logged = { errors: [], warnings: [] };
  return {
    logged,
    logger: {
      error: (message: string) => logged.errors.push(message),
      warn: (message: string) => logged.warnings.push(message),
    },
  };
};

/** The ways to hand the storage its client; `close` closes what the test opened. */
const clients: {
  name: string;
  config(url: string): Promise<{ config: RedisStorageConfig; close(): Promise<void> }>;
}[] = [
  {
    name: "redis (url, node-redis)",
    config: async (url) => ({ config: { url }, close: async () => {} }),
  },
  {
    name: "redis (url, ioredis)",
    config: async (url) => ({ config: { url, library: "ioredis" }, close: async () => {} }),
  },
  {
    name: "redis (node-redis client)",
    async config(url) {
      const client = createClient({ url, disableOfflineQueue: true });
      client.on("error", () => undefined);
      await client.connect();
      return { config: { client }, close: async () => void client.destroy() };
    },
  },
  {
    name: "redis (ioredis client)",
    async config(url) {
      const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
      await new Promise((resolve) => client.once("ready", resolve));
      return { config: { client }, close: async () => client.disconnect() };
    },
  },
];

it("is a secondary storage as @tollgate/auth-server takes it", () => {
  expectTypeOf<RedisStorage>().toExtend<SecondaryStorage>();
});

describe.skipIf("skip" in redis).each(clients)("$name", ({ config: configFor }) => {
  const url = "url" in redis ? redis.url : "";
  let storage: RedisStorage;
  let closeClient: () => Promise<void>;
  const prefix = uniquePrefix("contract");
  const raw = createClient({ url });

  beforeAll(async () => {
    await raw.connect();
    const { config, close } = await configFor(url);
    storage = redisStorage({ ...config, keyPrefix: prefix });
    closeClient = close;
  });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(keys);
    raw.destroy();
    await storage.close();
    await closeClient();
  });

  it("gets, sets with a ttl, and deletes, under its key prefix", async () => {
    expect(await storage.get("a")).toBeNull();
    await storage.set("a", "one", 60);
    expect(await storage.get("a")).toBe("one");
    expect(await raw.get(`${prefix}a`)).toBe("one");
    const ttl = await raw.ttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);
    await storage.set("forever", "x");
    expect(await raw.ttl(`${prefix}forever`)).toBe(-1);
    await storage.delete("a");
    expect(await storage.get("a")).toBeNull();
  });

  it("increments a counter atomically, giving it its ttl on the first hit only", async () => {
    const counts = await Promise.all([1, 2, 3, 4, 5].map(() => storage.increment("hits", 30)));
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    const ttl = await raw.ttl(`${prefix}hits`);
    expect(ttl).toBeGreaterThan(20);
    expect(ttl).toBeLessThanOrEqual(30);
  });

  it("sets a key only when it holds nothing (setIfAbsent)", async () => {
    expect(await storage.setIfAbsent("once", "first", 30)).toBe(true);
    expect(await storage.setIfAbsent("once", "second", 30)).toBe(false);
    expect(await storage.get("once")).toBe("first");
  });
});

describe.skipIf("skip" in redis)(
  "redis outages through a proxy (url, node-redis and ioredis)",
  () => {
    const url = "url" in redis ? redis.url : "";
    let proxy: FaultProxy;
    const opened: { close(): Promise<void> }[] = [];

    beforeAll(async () => {
      const target = new URL(url);
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
    });
    afterEach(async () => {
      proxy.heal();
      for (const one of opened.splice(0)) await one.close();
    });
    afterAll(async () => {
      await proxy.close();
    });

    const through = async (kind: string) => {
      const { logger, logged } = recorder();
      const proxied = proxy.urlFor(url);
      let storage: RedisStorage;
      if (kind === "url" || kind === "url-ioredis") {
        const library = kind === "url" ? "redis" : "ioredis";
        storage = redisStorage({ url: proxied, library, keyPrefix: uniquePrefix(kind), logger });
      } else {
        const client = new Redis(proxied, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
        opened.push({ close: async () => client.disconnect() });
        storage = redisStorage({ client, keyPrefix: uniquePrefix(kind), logger });
      }
      opened.push(storage);
      await eventually(() => storage.set("k", "v", 30));
      return { storage, logged };
    };

    for (const kind of ["url", "url-ioredis", "ioredis"]) {
      it(`${kind}: fails fast while Redis is gone, logs the outage once, and works again when it is back`, async () => {
        const { storage, logged } = await through(kind);
        proxy.refuse();
        proxy.drop();
        const started = Date.now();
        const failures = await Promise.allSettled([1, 2, 3, 4, 5].map(() => storage.get("k")));
        expect(failures.every((result) => result.status === "rejected")).toBe(true);
        expect(Date.now() - started).toBeLessThan(5000);
        // Reconnect attempts keep failing; the log has one line for the outage.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(logged.errors).toHaveLength(1);
        proxy.heal();
        expect(await eventually(() => storage.get("k"))).toBe("v");
      });
    }

    it("a stalled Redis: a command fails with RedisCommandTimeoutError after its timeout", async () => {
      const { storage } = await through("url");
      proxy.stall();
      const started = Date.now();
      await expect(storage.get("k")).rejects.toBeInstanceOf(RedisCommandTimeoutError);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  },
);

describe.skipIf("skip" in redis)("redis storage under createAuth", () => {
  it("holds sessions for @tollgate/auth-server", async () => {
    const url = "url" in redis ? redis.url : "";
    const storage = redisStorage({ url, keyPrefix: uniquePrefix("auth") });
    try {
      const t = await createTestAuth({ secondaryStorage: storage });
      const { cookies } = await t.signUp({ email: "redis-storage@example.com", name: "R" });
      const first = await t.json<{ session: { token: string }; user: { name: string } }>(
        "/get-session",
        { cookies },
      );
      expect(first.data.user.name).toBe("R");
      const entry = await storage.get(`tollgate:session:${first.data.session.token}`);
      expect(entry).toContain("redis-storage@example.com");
    } finally {
      await storage.close();
    }
  });
});

/** Retries `run` until it succeeds (Redis reconnecting), for at most 15 s. */
async function eventually<T>(run: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
