import { createTestAuth } from "@tollgate/auth-server/testing";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Sign-in with an id token the app obtained itself (native Apple sign-in, MSAL, Facebook Limited
// Login), verified against the provider's JWKS: issuer, audience, signature and nonce decide.

const network = setupServer();
let privateKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  network.use(
    http.get("https://appleid.apple.com/auth/keys", () => HttpResponse.json({ keys: [jwk] })),
    http.get("https://login.microsoftonline.com/:tenant/discovery/v2.0/keys", () =>
      HttpResponse.json({ keys: [jwk] }),
    ),
    http.get("https://limited.facebook.com/.well-known/oauth/openid/jwks/", () =>
      HttpResponse.json({ keys: [jwk] }),
    ),
    // Facebook's profile comes from the Graph API with the access token sent beside the id token.
    http.get("https://graph.facebook.com/:version/me", () =>
      HttpResponse.json({ id: "fb-user", name: "Nonce", email: "nonce@facebook.example" }),
    ),
  );
  network.listen({ onUnhandledRequest: "error" });
});
afterAll(() => network.close());

const sign = (claims: Record<string, unknown>, key = privateKey) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);

/** The nonce the tests' tokens carry, and the requests send, unless a test says otherwise. */
const NONCE = "app-nonce-1";

async function idTokenSignIn(
  provider: string,
  options: Record<string, unknown>,
  token: string,
  nonce: string | null = NONCE,
) {
  const t = await createTestAuth({ socialProviders: { [provider]: options } });
  return t.json<{ redirect: boolean; token?: string; user?: { email: string }; code?: string }>(
    "/sign-in/social",
    {
      body: {
        provider,
        idToken: { token, accessToken: "access", ...(nonce === null ? {} : { nonce }) },
      },
      cookies: t.newBrowser(),
    },
  );
}

const sha256Hex = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, "0"),
  ).join("");

describe("Apple id tokens", () => {
  const options = {
    clientId: "com.example.web",
    clientSecret: "jwt",
    appBundleIdentifier: "com.example.ios",
  };
  const claims = {
    iss: "https://appleid.apple.com",
    sub: "001.apple.user",
    email: "person@privaterelay.appleid.com",
    email_verified: "true",
    nonce: NONCE,
  };

  it("accepts the web service id and the iOS bundle id as audience", async () => {
    for (const aud of ["com.example.web", "com.example.ios"]) {
      const { status, data } = await idTokenSignIn(
        "apple",
        options,
        await sign({ ...claims, aud }),
      );
      expect(status).toBe(200);
      expect(data).toMatchObject({ redirect: false, user: { email: claims.email } });
    }
  });

  it("refuses another audience, another issuer and a foreign signature", async () => {
    for (const token of [
      await sign({ ...claims, aud: "com.other.app" }),
      await sign({ ...claims, aud: "com.example.web", iss: "https://evil.example" }),
      await sign({ ...claims, aud: "com.example.web" }, strangerKey),
    ]) {
      const { status, data } = await idTokenSignIn("apple", options, token);
      expect(status).toBe(401);
      expect(data.code).toBe("INVALID_TOKEN");
    }
  });

  it("takes the raw nonce for a token carrying its SHA-256 (native Sign in with Apple)", async () => {
    const raw = "raw-nonce-kept-by-the-app";
    const token = await sign({ ...claims, aud: "com.example.ios", nonce: await sha256Hex(raw) });
    expect((await idTokenSignIn("apple", options, token, raw)).status).toBe(200);
    expect((await idTokenSignIn("apple", options, token, "another-raw-nonce")).status).toBe(401);
  });

  it("regression: refuses a token without a nonce, and a nonce-bound token sent without it", async () => {
    const { nonce: _nonce, ...unbound } = claims;
    const without = await sign({ ...unbound, aud: "com.example.web" });
    expect((await idTokenSignIn("apple", options, without, null)).status).toBe(401);
    expect((await idTokenSignIn("apple", options, without)).status).toBe(401);
    const bound = await sign({ ...claims, aud: "com.example.web" });
    expect((await idTokenSignIn("apple", options, bound, null)).status).toBe(401);
    expect((await idTokenSignIn("apple", options, bound, "other")).status).toBe(401);
    const relaxed = { ...options, disableIdTokenNonceRequirement: true };
    expect((await idTokenSignIn("apple", relaxed, without, null)).status).toBe(200);
  });
});

describe("Microsoft id tokens", () => {
  const clientId = "00000000-aaaa-bbbb-cccc-000000000001";
  const tenant = "9188040d-6c67-4c5b-b112-36a304b66dad";
  const claims = {
    aud: clientId,
    sub: "ms-user",
    email: "satya@outlook.example",
    name: "Satya",
    nonce: NONCE,
  };

  it("with tenant common accepts any tenant's issuer, and refuses one that is not a tenant's", async () => {
    const good = await sign({ ...claims, iss: `https://login.microsoftonline.com/${tenant}/v2.0` });
    expect((await idTokenSignIn("microsoft", { clientId }, good)).status).toBe(200);
    const bad = await sign({
      ...claims,
      iss: "https://login.microsoftonline.com/not-a-tenant/v2.0",
    });
    expect((await idTokenSignIn("microsoft", { clientId }, bad)).status).toBe(401);
  });

  it("with a tenant id accepts only that tenant's issuer", async () => {
    const options = { clientId, tenantId: tenant };
    const own = await sign({ ...claims, iss: `https://login.microsoftonline.com/${tenant}/v2.0` });
    expect((await idTokenSignIn("microsoft", options, own)).status).toBe(200);
    const other = await sign({
      ...claims,
      iss: "https://login.microsoftonline.com/11111111-2222-3333-4444-555555555555/v2.0",
    });
    expect((await idTokenSignIn("microsoft", options, other)).status).toBe(401);
  });
});

describe("Microsoft and Facebook id tokens carry the sign-in's nonce", () => {
  const microsoft = {
    aud: "ms-client",
    iss: "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0",
    sub: "ms-user-2",
    email: "nonce@outlook.example",
  };
  const facebook = {
    aud: "fb-client",
    iss: "https://www.facebook.com",
    sub: "fb-user",
    email: "nonce@facebook.example",
  };

  it.each([
    ["microsoft", microsoft],
    ["facebook", facebook],
  ] as const)(
    "regression: %s refuses a token without a nonce unless disableIdTokenNonceRequirement",
    async (provider, claims) => {
      const options = { clientId: claims.aud, clientSecret: "secret" };
      const bound = await sign({ ...claims, nonce: NONCE });
      expect((await idTokenSignIn(provider, options, bound)).status).toBe(200);
      expect((await idTokenSignIn(provider, options, bound, null)).status).toBe(401);
      const unbound = await sign(claims);
      expect((await idTokenSignIn(provider, options, unbound, null)).status).toBe(401);
      const relaxed = { ...options, disableIdTokenNonceRequirement: true };
      expect((await idTokenSignIn(provider, relaxed, unbound, null)).status).toBe(200);
    },
  );
});
