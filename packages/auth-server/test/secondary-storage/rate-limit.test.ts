// Rate-limit counters in secondary storage: limits hold across every instance that shares it.
import { MissingSecondaryStorageError, type SecondaryStorage } from "@tollgate/auth-server";
import {
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
  it("lets requests through and logs the error, rather than failing every endpoint", async () => {
    const logged: string[] = [];
    const broken: SecondaryStorage = {
      get: () => Promise.reject(new Error("connection refused")),
      set: () => Promise.reject(new Error("connection refused")),
      delete: () => Promise.reject(new Error("connection refused")),
      increment: () => Promise.reject(new Error("connection refused")),
    };
    const t = await createTestAuth({
      secondaryStorage: broken,
      rateLimit: { enabled: true },
      logger: { log: (level: string, message: string) => logged.push(`${level} ${message}`) },
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await t.json("/ok", { cookies: null })).status).toBe(200);
    }
    expect(logged.some((line) => line.startsWith("error") && line.includes("let through"))).toBe(
      true,
    );
  });
});

describe("rateLimit.storage 'secondary-storage' without a secondary storage", () => {
  it("refuses to start, naming the option", async () => {
    await expect(
      createTestAuth({ rateLimit: { enabled: true, storage: "secondary-storage" } }),
    ).rejects.toThrow(MissingSecondaryStorageError);
  });
});
