// Rate-limit counters in secondary storage: limits hold across every instance that shares it.
import { MissingSecondaryStorageError, type SecondaryStorage } from "@tollgate/auth-server";
import {
  createMemorySecondaryStorage,
  createTestAuth,
  memoryDatabase,
  type TestSecondaryStorage,
  testSecondaryStorages,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

const signIn = { email: "nobody@example.com", password: "correct horse battery" };
// The start of a 10-second window, so a test never straddles two windows.
const WINDOW_START = new Date("2030-01-01T00:00:00.000Z").getTime();

/** The same storage without `increment`: counters are read, then written. */
function withoutIncrement(storage: SecondaryStorage): SecondaryStorage {
  return {
    get: (key) => storage.get(key),
    set: (key, value, ttl) => storage.set(key, value, ttl),
    delete: (key) => storage.delete(key),
  };
}

describe.each(testSecondaryStorages())("rate limits in secondary storage ($name)", (target) => {
  const opened: TestSecondaryStorage[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const storage of opened.splice(0)) await storage.close();
  });

  async function storage() {
    const shared = await target.open();
    opened.push(shared);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(WINDOW_START + 1000);
    return shared;
  }

  const signInStatus = async (t: Awaited<ReturnType<typeof createTestAuth>>) =>
    (await t.json("/sign-in/email", { body: signIn, cookies: null })).status;

  for (const [variant, wrap] of [
    ["with increment", (storage: SecondaryStorage) => storage],
    ["without increment", withoutIncrement],
  ] as const) {
    it(`counts sign-ins on two instances as one (${variant})`, async () => {
      const shared = await storage();
      const database = memoryDatabase();
      const options = {
        database,
        secondaryStorage: wrap(shared.storage),
        rateLimit: { enabled: true },
      };
      const a = await createTestAuth(options);
      const b = await createTestAuth(options);
      expect(await signInStatus(a)).toBe(401);
      expect(await signInStatus(b)).toBe(401);
      expect(await signInStatus(a)).toBe(401);
      const limited = await b.json("/sign-in/email", { body: signIn, cookies: null });
      expect(limited.status).toBe(429);
      // The window ends at WINDOW_START + 10 s: 9 s from now.
      expect(limited.response.headers.get("retry-after")).toBe("9");
      expect((await shared.keys()).some((key) => key.startsWith("tollgate:rate-limit:"))).toBe(
        true,
      );
      vi.setSystemTime(WINDOW_START + 10_000);
      expect(await signInStatus(b)).toBe(401);
    });
  }

  it("keeps counters in memory when rateLimit.storage is 'memory'", async () => {
    const shared = await storage();
    const t = await createTestAuth({
      secondaryStorage: shared.storage,
      rateLimit: { enabled: true, storage: "memory" },
    });
    for (let attempt = 0; attempt < 3; attempt++) expect(await signInStatus(t)).toBe(401);
    expect(await signInStatus(t)).toBe(429);
    expect(await shared.keys()).toEqual([]);
  });
});

describe("rate limits when the secondary storage fails", () => {
  const broken: SecondaryStorage = {
    get: () => Promise.reject(new Error("connection refused")),
    set: () => Promise.reject(new Error("connection refused")),
    delete: () => Promise.reject(new Error("connection refused")),
    increment: () => Promise.reject(new Error("connection refused")),
  };

  it("answers the endpoints and logs the outage once, not once per request", async () => {
    const logged: string[] = [];
    const t = await createTestAuth({
      secondaryStorage: broken,
      rateLimit: { enabled: true },
      logger: { log: (level: string, message: string) => logged.push(`${level} ${message}`) },
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await t.json("/ok", { cookies: null })).status).toBe(200);
    }
    expect(logged.filter((line) => line.startsWith("error"))).toHaveLength(1);
  });

  it("regression (issue 38): does not fail open — this instance counts in memory instead", async () => {
    const t = await createTestAuth({
      secondaryStorage: broken,
      rateLimit: { enabled: true, customRules: { "/ok": { window: 60, max: 3 } } },
      logger: { disabled: true },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await t.json("/ok", { cookies: null })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("counts hits taken during an outage once the storage is back", async () => {
    const memory = createMemorySecondaryStorage();
    let down = true;
    const flaky: SecondaryStorage = {
      get: (key) => (down ? Promise.reject(new Error("ECONNREFUSED")) : memory.get(key)),
      set: (key, value, ttl) =>
        down ? Promise.reject(new Error("ECONNREFUSED")) : memory.set(key, value, ttl),
      delete: (key) => (down ? Promise.reject(new Error("ECONNREFUSED")) : memory.delete(key)),
    };
    const t = await createTestAuth({
      secondaryStorage: flaky,
      rateLimit: { enabled: true, customRules: { "/ok": { window: 60, max: 3 } } },
      logger: { disabled: true },
    });
    const context = await t.auth.$context;
    // Both inside one 60 s window, whatever the clock says now.
    const windowStart = Math.floor(Date.now() / 60_000) * 60_000 + 120_000;
    for (let hit = 0; hit < 2; hit++)
      expect((await context.rateLimiter.check("/ok", "203.0.113.9", windowStart)).allowed).toBe(
        true,
      );
    down = false;
    // The storage's retry interval (1 s) has to pass before it is asked again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const third = await context.rateLimiter.check("/ok", "203.0.113.9", windowStart + 1);
    const fourth = await context.rateLimiter.check("/ok", "203.0.113.9", windowStart + 2);
    expect([third.allowed, fourth.allowed]).toEqual([true, false]);
  });
});

describe("rateLimit.storage 'secondary-storage' without a secondary storage", () => {
  it("refuses to start, naming the option", async () => {
    await expect(
      createTestAuth({ rateLimit: { enabled: true, storage: "secondary-storage" } }),
    ).rejects.toThrow(MissingSecondaryStorageError);
  });
});
