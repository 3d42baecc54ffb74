import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jwt } from "../src/index";
import { listening, serverWithJwt } from "./support/jwt-server";

const ORIGIN = "http://localhost:3000";

async function localJwks(t: Awaited<ReturnType<typeof serverWithJwt>>["t"]) {
  const { data } = await t.json<{ keys: { kid: string }[] }>("/jwks", { cookies: null });
  return data;
}

afterEach(() => vi.useRealTimers());

describe("GET /token and GET /jwks", () => {
  it("issues a JWT that a separate service verifies with jose's remote JWKS", async () => {
    const { t, user, token } = await serverWithJwt();
    const service = await listening(t.auth);
    try {
      const keySet = createRemoteJWKSet(new URL(`${service.origin}/api/auth/jwks`));
      const { payload, protectedHeader } = await jwtVerify(await token(), keySet, {
        issuer: ORIGIN,
        audience: ORIGIN,
      });
      expect(protectedHeader).toMatchObject({ alg: "EdDSA", typ: "JWT" });
      expect(payload).toMatchObject({ sub: user.id, email: user.email, id: user.id });
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
    } finally {
      await service.close();
    }
  });

  it("answers 401 without a session", async () => {
    const { t } = await serverWithJwt();
    expect((await t.json("/token", { cookies: null })).status).toBe(401);
  });

  it("publishes each key with kid, alg and use, and no private part", async () => {
    const { t, token } = await serverWithJwt();
    await token();
    const { keys } = await localJwks(t);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    expect(keys[0]).not.toHaveProperty("d");
  });

  it.each([
    [{ alg: "ES256" } as const, "EC"],
    [{ alg: "RS256", modulusLength: 2048 } as const, "RSA"],
  ])("signs with %o when configured", async (keyPairConfig, kty) => {
    const { t, token } = await serverWithJwt({ jwks: { keyPairConfig } });
    const issued = await token();
    expect(decodeProtectedHeader(issued).alg).toBe(keyPairConfig.alg);
    const jwks = await localJwks(t);
    expect(jwks.keys[0]).toMatchObject({ kty, alg: keyPairConfig.alg });
    await expect(jwtVerify(issued, createLocalJWKSet(jwks))).resolves.toBeDefined();
  });

  it("follows issuer, audience, expirationTime, definePayload and getSubject", async () => {
    const { t, user, token } = await serverWithJwt({
      jwt: {
        issuer: "https://auth.example",
        audience: ["api.example"],
        expirationTime: "1h",
        definePayload: ({ user: u }) => ({ email: u.email, plan: "pro" }),
        getSubject: ({ user: u }) => `user:${u.id}`,
      },
    });
    const { payload } = await jwtVerify(await token(), createLocalJWKSet(await localJwks(t)), {
      issuer: "https://auth.example",
      audience: "api.example",
    });
    expect(payload).toMatchObject({ sub: `user:${user.id}`, email: user.email, plan: "pro" });
    expect(payload).not.toHaveProperty("name");
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it("refuses malformed options at start-up", () => {
    expect(() => jwt({ jwt: { expirationTime: "15 minutes" } })).toThrow(/expirationTime/);
    expect(() => jwt({ jwt: { expirationTime: -5 } })).toThrow(/expirationTime/);
  });
});

describe("set-auth-jwt on get-session", () => {
  it("sends the session's JWT in set-auth-jwt and exposes the header to scripts", async () => {
    const { t, user, cookies } = await serverWithJwt();
    const { response } = await t.json("/get-session", { cookies });
    const header = response.headers.get("set-auth-jwt");
    expect(header).toEqual(expect.any(String));
    expect(response.headers.get("access-control-expose-headers")).toContain("set-auth-jwt");
    const { payload } = await jwtVerify(header ?? "", createLocalJWKSet(await localJwks(t)));
    expect(payload.sub).toBe(user.id);
  });

  it("sends none without a session, or when disabled", async () => {
    const { t } = await serverWithJwt();
    expect(
      (await t.json("/get-session", { cookies: null })).response.headers.get("set-auth-jwt"),
    ).toBeNull();
    const quiet = await serverWithJwt({ disableSettingJwtHeader: true });
    const { response } = await quiet.t.json("/get-session", { cookies: quiet.cookies });
    expect(response.headers.get("set-auth-jwt")).toBeNull();
  });
});

describe("key pairs", () => {
  it("reads the keys once: issuing tokens costs no database read", async () => {
    const { t, token } = await serverWithJwt();
    await token();
    const adapter = (await t.auth.$context).adapter;
    const findMany = vi.spyOn(adapter, "findMany");
    for (let i = 0; i < 5; i++) await token();
    expect(findMany.mock.calls.filter(([args]) => args.model === "jwks")).toHaveLength(0);
  });

  it("stores the private key sealed with the server secret, or plain when disabled", async () => {
    const sealed = await serverWithJwt();
    await sealed.token();
    const stored = async (t: typeof sealed.t) =>
      (await (await t.auth.$context).adapter.findMany<{ privateKey: string }>({ model: "jwks" }))[0]
        ?.privateKey ?? "";
    expect(await stored(sealed.t)).toMatch(/^v1\./);
    const plain = await serverWithJwt({ jwks: { disablePrivateKeyEncryption: true } });
    await plain.token();
    expect(JSON.parse(await stored(plain.t))).toHaveProperty("d");
  });

  it("rotates: a new key signs after rotationInterval, the old one stays published until its tokens expire", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
    const { t, token } = await serverWithJwt({
      jwks: { rotationInterval: 3600 },
      jwt: { expirationTime: "15m" },
    });
    const before = await token();
    const oldKid = decodeProtectedHeader(before).kid;
    vi.setSystemTime(new Date("2026-11-23T11:00:01Z"));
    const after = await token();
    const newKid = decodeProtectedHeader(after).kid;
    expect(newKid).not.toBe(oldKid);
    const published = await localJwks(t);
    expect(published.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    vi.setSystemTime(new Date("2026-11-23T11:15:02Z"));
    expect((await localJwks(t)).keys.map((key) => key.kid)).toEqual([newKid]);
  });

  it("makes a new pair when the stored one was sealed with another secret, and publishes both", async () => {
    const { t, token } = await serverWithJwt();
    await token();
    const adapter = (await t.auth.$context).adapter;
    const database = (await t.auth.$context).options.database;
    const other = await serverWithJwt(
      {},
      { database, secret: "another-secret-0123456789abcdef0123" },
    );
    const issued = await other.token();
    const jwks = await localJwks(other.t);
    expect(jwks.keys).toHaveLength(2);
    await expect(jwtVerify(issued, createLocalJWKSet(jwks))).resolves.toBeDefined();
    expect(await adapter.count({ model: "jwks" })).toBe(2);
  });
});
