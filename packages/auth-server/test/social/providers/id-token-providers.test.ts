import { createTestAuth } from "@tollgate/auth-server/testing";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Sign-in with an id token the app obtained itself (native Apple sign-in, MSAL), verified
// against the provider's JWKS: issuer, audience and signature decide.

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

async function idTokenSignIn(provider: string, options: Record<string, unknown>, token: string) {
  const t = await createTestAuth({ socialProviders: { [provider]: options } });
  return t.json<{ redirect: boolean; token?: string; user?: { email: string }; code?: string }>(
    "/sign-in/social",
    { body: { provider, idToken: { token } }, cookies: t.newBrowser() },
  );
}

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
});

describe("Microsoft id tokens", () => {
  const clientId = "00000000-aaaa-bbbb-cccc-000000000001";
  const tenant = "9188040d-6c67-4c5b-b112-36a304b66dad";
  const claims = {
    aud: clientId,
    sub: "ms-user",
    email: "satya@outlook.example",
    name: "Satya",
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
