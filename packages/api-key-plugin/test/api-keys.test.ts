import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { apiKey } from "../src/index";
import type { ApiKeyOptions } from "../src/options";

interface KeyBody {
  id: string;
  key?: string;
  name: string | null;
  start: string | null;
  prefix: string | null;
  enabled: boolean;
  remaining: number | null;
  expiresAt: string | null;
  permissions: Record<string, string[]> | null;
  metadata: Record<string, unknown> | null;
  userId: string;
}
interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

async function withUser(options: ApiKeyOptions = {}) {
  const t = await createTestAuth({ plugins: [apiKey(options)] });
  const { user, cookies } = await t.signUp({ email: `keys-${crypto.randomUUID()}@example.com` });
  const create = (body: Record<string, unknown> = {}) =>
    t.json<KeyBody & ErrorBody>("/api-key/create", { body, cookies });
  return { t, user, cookies, create };
}

describe("POST /api-key/create", () => {
  it("answers the key once, keeps only its hash and its first 6 characters", async () => {
    const { t, user, create } = await withUser();
    const { status, data } = await create({ name: "CI", prefix: "tg_", metadata: { team: "ops" } });
    expect(status).toBe(200);
    expect(data.key).toMatch(/^tg_[A-Za-z]{64}$/);
    expect(data).toMatchObject({
      name: "CI",
      prefix: "tg_",
      start: data.key?.slice(0, 6),
      userId: user.id,
      enabled: true,
      metadata: { team: "ops" },
    });
    const adapter = (await t.auth.$context).adapter;
    const [row] = await adapter.findMany<{ key: string }>({ model: "apikey" });
    expect(row?.key).not.toBe(data.key);
    expect(row?.key).toMatch(/^[\w-]{43}$/);
  });

  it("refuses server-only fields over HTTP, naming the field, and works without a session only from the server", async () => {
    const { t, user, create } = await withUser();
    for (const field of ["remaining", "permissions", "rateLimitMax", "userId"]) {
      const value =
        field === "permissions" ? { files: ["read"] } : field === "userId" ? user.id : 5;
      const { status, data } = await create({ [field]: value });
      expect(status).toBe(400);
      expect(data).toMatchObject({ code: "SERVER_ONLY_PROPERTY", field });
    }
    expect((await t.json("/api-key/create", { body: {}, cookies: null })).status).toBe(401);
    const made = await t.auth.api.createApiKey({
      body: { userId: user.id, remaining: 3, permissions: { files: ["read"] } },
    });
    expect(made).toMatchObject({ userId: user.id, remaining: 3, permissions: { files: ["read"] } });
  });

  it("checks names, prefixes, expiry bounds and refill pairs with the field named", async () => {
    const { t, user, create } = await withUser();
    expect((await create({ name: "x".repeat(33) })).data).toMatchObject({
      code: "INVALID_NAME_LENGTH",
      field: "name",
    });
    expect((await create({ prefix: "no spaces" })).status).toBe(400);
    expect((await create({ expiresIn: 60 })).data).toMatchObject({
      code: "EXPIRES_IN_IS_TOO_SMALL",
      field: "expiresIn",
    });
    expect((await create({ expiresIn: 400 * 86_400 })).data.code).toBe("EXPIRES_IN_IS_TOO_LARGE");
    await expect(
      t.auth.api.createApiKey({ body: { userId: user.id, refillAmount: 10 } }),
    ).rejects.toMatchObject({ body: { code: "REFILL_INTERVAL_AND_AMOUNT_REQUIRED" } });
    const week = await create({ expiresIn: 7 * 86_400 });
    expect(new Date(week.data.expiresAt ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 6 * 86_400_000,
    );
  });
});

describe("expiresIn: null", () => {
  it("regression: over HTTP, expiresIn null means the configured default, not a key that never ends", async () => {
    const { t, user, cookies, create } = await withUser({
      keyExpiration: { defaultExpiresIn: 30 * 86_400 },
    });
    const made = await create({ expiresIn: null });
    expect(made.status).toBe(200);
    const days = (new Date(made.data.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const updated = await t.json<KeyBody>("/api-key/update", {
      body: { keyId: made.data.id, expiresIn: null },
      cookies,
    });
    expect(updated.data.expiresAt).not.toBeNull();
    // From the server, null still means no end.
    const serverMade = await t.auth.api.createApiKey({
      body: { userId: user.id, expiresIn: null },
    });
    expect(serverMade.expiresAt).toBeNull();
  });

  it("with the default 'forever', a client's null makes a key without end, as the app allows", async () => {
    const { create } = await withUser();
    expect((await create({ expiresIn: null })).data.expiresAt).toBeNull();
  });
});

describe("get, list, update, delete", () => {
  it("manages the caller's own keys and answers 404 for another user's", async () => {
    const { t, cookies, create } = await withUser();
    const first = (await create({ name: "one" })).data;
    await create({ name: "two" });
    const listed = await t.json<KeyBody[]>("/api-key/list", { cookies });
    expect(listed.data.map((key) => key.name).sort()).toEqual(["one", "two"]);
    expect(listed.data.every((key) => key.key === undefined)).toBe(true);
    const got = await t.json<KeyBody>("/api-key/get", { query: { id: first.id }, cookies });
    expect(got.data.name).toBe("one");
    const updated = await t.json<KeyBody>("/api-key/update", {
      body: { keyId: first.id, name: "renamed", enabled: false },
      cookies,
    });
    expect(updated.data).toMatchObject({ name: "renamed", enabled: false });
    const nothing = await t.json<ErrorBody>("/api-key/update", {
      body: { keyId: first.id },
      cookies,
    });
    expect(nothing.data.code).toBe("NO_VALUES_TO_UPDATE");

    const stranger = (await t.signUp({ email: `x-${crypto.randomUUID()}@example.com` })).cookies;
    const foreign = await t.json<ErrorBody>("/api-key/get", {
      query: { id: first.id },
      cookies: stranger,
    });
    expect(foreign.status).toBe(404);
    // Another user's key is neither changed nor deleted; its absence is told before bad values.
    for (const [path, body] of [
      ["/api-key/update", { keyId: first.id, name: "theirs" }],
      ["/api-key/update", { keyId: first.id }],
      ["/api-key/delete", { keyId: first.id }],
    ] as const) {
      const refused = await t.json<ErrorBody>(path, { body, cookies: stranger });
      expect(refused.status).toBe(404);
      expect(refused.data.code).toBe("KEY_NOT_FOUND");
    }
    const kept = await t.json<KeyBody>("/api-key/get", { query: { id: first.id }, cookies });
    expect(kept.data.name).toBe("renamed");

    expect((await t.json("/api-key/delete", { body: { keyId: first.id }, cookies })).data).toEqual({
      success: true,
    });
    expect((await t.json("/api-key/get", { query: { id: first.id }, cookies })).status).toBe(404);
  });

  it("deletes every expired key from the server", async () => {
    const { t, user, create } = await withUser();
    const keep = (await create({ name: "keep" })).data;
    const old = (await create({ name: "old", expiresIn: 86_400 })).data;
    const adapter = (await t.auth.$context).adapter;
    await adapter.update({
      model: "apikey",
      where: [{ field: "id", value: old.id }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
    const result = await t.auth.api.deleteAllExpiredApiKeys({});
    expect(result).toMatchObject({ success: true, error: null, deleted: 1 });
    const left = await adapter.findMany<{ id: string }>({
      model: "apikey",
      where: [{ field: "userId", value: user.id }],
    });
    expect(left.map((row) => row.id)).toEqual([keep.id]);
  });
});

describe("verify (server)", () => {
  it("accepts a good key, checks permissions with the access control, refuses wrong, disabled and expired keys", async () => {
    const { t, user } = await withUser({ rateLimit: { enabled: false } });
    const made = await t.auth.api.createApiKey({
      body: { userId: user.id, permissions: { files: ["read", "write"] } },
    });
    const verify = (key: string, permissions?: Record<string, string[]>) =>
      t.auth.api.verifyApiKey({ body: { key, ...(permissions ? { permissions } : {}) } });
    expect(await verify(made.key)).toMatchObject({
      valid: true,
      error: null,
      key: { id: made.id },
    });
    expect((await verify(made.key, { files: ["read"] })).valid).toBe(true);
    expect((await verify(made.key, { files: ["delete"] })).error?.code).toBe(
      "INSUFFICIENT_API_KEY_PERMISSIONS",
    );
    expect((await verify(`${made.key}x`)).error?.code).toBe("INVALID_API_KEY");
    await t.auth.api.updateApiKey({ body: { keyId: made.id, userId: user.id, enabled: false } });
    expect((await verify(made.key)).error?.code).toBe("KEY_DISABLED");
    const adapter = (await t.auth.$context).adapter;
    await adapter.update({
      model: "apikey",
      where: [{ field: "id", value: made.id }],
      update: { enabled: true, expiresAt: new Date(Date.now() - 1) },
    });
    expect((await verify(made.key)).error?.code).toBe("KEY_EXPIRED");
  });

  it("counts remaining uses and refills them after the interval", async () => {
    const { t, user } = await withUser({ rateLimit: { enabled: false } });
    const made = await t.auth.api.createApiKey({
      body: { userId: user.id, refillAmount: 2, refillInterval: 60_000 },
    });
    const verify = () => t.auth.api.verifyApiKey({ body: { key: made.key } });
    expect((await verify()).key?.remaining).toBe(1);
    expect((await verify()).key?.remaining).toBe(0);
    expect((await verify()).error?.code).toBe("USAGE_EXCEEDED");
    const adapter = (await t.auth.$context).adapter;
    await adapter.update({
      model: "apikey",
      where: [{ field: "id", value: made.id }],
      update: { lastRefillAt: new Date(Date.now() - 61_000) },
    });
    expect((await verify()).key?.remaining).toBe(1);
  });

  it("limits each key to rateLimitMax uses per window", async () => {
    const { t, user } = await withUser();
    const made = await t.auth.api.createApiKey({
      body: { userId: user.id, rateLimitMax: 3, rateLimitTimeWindow: 60_000 },
    });
    const verdicts = [];
    for (let i = 0; i < 4; i++)
      verdicts.push(await t.auth.api.verifyApiKey({ body: { key: made.key } }));
    expect(verdicts.map((verdict) => verdict.valid)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.error?.code).toBe("RATE_LIMIT_EXCEEDED");
  });
});

describe("a key as the session of its owner (enableSessionForAPIKeys)", () => {
  it("answers get-session and session-required endpoints for a request carrying x-api-key", async () => {
    const { t, user, create } = await withUser({
      enableSessionForAPIKeys: true,
      rateLimit: { enabled: false },
    });
    const made = (await create({ name: "script" })).data;
    const session = await t.json<{ user: { id: string } }>("/get-session", {
      headers: { "x-api-key": made.key ?? "" },
      cookies: null,
    });
    expect(session.data.user.id).toBe(user.id);
    const keys = await t.json<KeyBody[]>("/api-key/list", {
      headers: { "x-api-key": made.key ?? "" },
      cookies: null,
    });
    expect(keys.data.map((key) => key.id)).toEqual([made.id]);
    const refused = await t.json<ErrorBody>("/get-session", {
      headers: { "x-api-key": "nope" },
      cookies: null,
    });
    expect(refused.status).toBe(401);
    expect(refused.data.code).toBe("INVALID_API_KEY");
  });

  it("ignores the header when the option is off", async () => {
    const { t, create } = await withUser();
    const made = (await create()).data;
    const { data } = await t.json("/get-session", {
      headers: { "x-api-key": made.key ?? "" },
      cookies: null,
    });
    expect(data).toBeNull();
  });
});
