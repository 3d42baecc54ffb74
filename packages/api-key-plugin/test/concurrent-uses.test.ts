import type { AuthOptions, AuthPlugin, SecurityEvent } from "@tollgate/auth-server";
import {
  createTestAuth,
  type TestDatabase,
  type TestSecondaryStorage,
  testDatabases,
  testSecondaryStorages,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey } from "../src/index";

// 50 requests at once on a key with 10 uses left (or 10 per rate-limit window): exactly 10 pass,
// on every database, and with the sessions' secondary storage (Redis) in front.

const AT_ONCE = 50;
const ALLOWED = 10;

async function race(core: Partial<AuthOptions>) {
  const t = await createTestAuth({
    ...core,
    plugins: [apiKey({ enableSessionForAPIKeys: true, rateLimit: { enabled: false } })],
  });
  const { user } = await t.signUp({ email: `race-${crypto.randomUUID()}@example.com` });
  const usesLeft = await t.auth.api.createApiKey({ body: { userId: user.id, remaining: ALLOWED } });
  const verdicts = await Promise.all(
    Array.from({ length: AT_ONCE }, () => t.auth.api.verifyApiKey({ body: { key: usesLeft.key } })),
  );
  const limited = await t.auth.api.createApiKey({
    body: {
      userId: user.id,
      rateLimitEnabled: true,
      rateLimitMax: ALLOWED,
      rateLimitTimeWindow: 60_000,
    },
  });
  const sessions = await Promise.all(
    Array.from({ length: AT_ONCE }, () =>
      t.json("/get-session", { headers: { "x-api-key": limited.key }, cookies: null }),
    ),
  );
  const adapter = (await t.auth.$context).adapter;
  const stored = await adapter.findOne<{ remaining: number }>({
    model: "apikey",
    where: [{ field: "id", value: usesLeft.id }],
  });
  return { verdicts, sessions, stored };
}

function expectExactlyTen(outcome: Awaited<ReturnType<typeof race>>) {
  const { verdicts, sessions, stored } = outcome;
  expect(verdicts.filter((verdict) => verdict.valid)).toHaveLength(ALLOWED);
  expect(new Set(verdicts.filter((v) => !v.valid).map((v) => v.error?.code))).toEqual(
    new Set(["USAGE_EXCEEDED"]),
  );
  expect(stored?.remaining).toBe(0);
  expect(sessions.filter((answer) => answer.status === 200)).toHaveLength(ALLOWED);
  expect(new Set(sessions.filter((a) => a.status !== 200).map((a) => a.status))).toEqual(
    new Set([429]),
  );
}

describe.each(testDatabases())("50 concurrent uses of one key on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("let exactly 10 through, by remaining uses and by rate limit", async () => {
    expectExactlyTen(await race({ database: { db: database.db, type: database.dialect } }));
  }, 60_000);
});

describe.each(testDatabases())("concurrent first uses of one key on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("record the key's first use once, and count every use", async () => {
    const events: SecurityEvent[] = [];
    const listener: AuthPlugin = {
      id: "listener",
      securityEvents: (event: SecurityEvent) => void events.push(event),
    };
    const t = await createTestAuth({
      database: { db: database.db, type: database.dialect },
      plugins: [apiKey({ rateLimit: { enabled: false } }), listener],
    });
    const { user } = await t.signUp({ email: `first-${crypto.randomUUID()}@example.com` });
    const key = await t.auth.api.createApiKey({ body: { userId: user.id, remaining: ALLOWED } });
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () => t.auth.api.verifyApiKey({ body: { key: key.key } })),
    );
    expect(verdicts.every((verdict) => verdict.valid)).toBe(true);
    expect(events.filter((event) => event.type === "api-key.first-used")).toHaveLength(1);
    const again = await t.auth.api.verifyApiKey({ body: { key: key.key } });
    expect(again.key?.remaining).toBe(ALLOWED - 6);
  }, 60_000);
});

describe.each(testSecondaryStorages())(
  "50 concurrent uses with $name secondary storage",
  (target) => {
    let storage: TestSecondaryStorage;
    beforeAll(async () => {
      storage = await target.open();
    });
    afterAll(() => storage.close());

    it("let exactly 10 through", async () => {
      expectExactlyTen(await race({ secondaryStorage: storage.storage }));
    }, 60_000);
  },
);
