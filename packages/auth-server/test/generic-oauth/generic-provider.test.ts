import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type GenericOAuthConfig,
  GenericOAuthConfigError,
  genericOAuth,
} from "../../src/generic-oauth";
import { DISCOVERY_URL, keycloakDouble, REALM } from "./support/keycloak-double";

const client = { clientId: "tollgate-app", clientSecret: "realm-secret" };
const realm = await keycloakDouble(client);
beforeAll(() => realm.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => realm.reset());
afterAll(() => realm.server.close());

const REDIRECT = "http://localhost:3000/api/auth/callback/keycloak";
const ada = { sub: "f3a1-ada", email: "ada@acme.example", email_verified: true, name: "Ada" };

function providerWith(overrides: Partial<GenericOAuthConfig> = {}) {
  const [provider] = genericOAuth({
    config: [
      {
        providerId: "keycloak",
        discoveryUrl: DISCOVERY_URL,
        scopes: ["email", "profile"],
        ...client,
        ...overrides,
      },
    ],
  }).socialProviders;
  if (!provider) throw new Error("no provider");
  return provider;
}

const verifier = "v".repeat(64) + crypto.randomUUID().replaceAll("-", "");

async function signInAs(provider: ReturnType<typeof providerWith>, user = ada) {
  const url = await provider.createAuthorizationURL({
    state: "s".repeat(32),
    codeVerifier: verifier,
    scopes: [...provider.defaultScopes],
    redirectURI: REDIRECT,
  });
  const back = realm.authorize(url.href, user);
  return provider.validateAuthorizationCode({
    code: back.searchParams.get("code") ?? "",
    codeVerifier: verifier,
    redirectURI: REDIRECT,
  });
}

describe("a genericOAuth provider with discovery (Keycloak-like)", () => {
  it("builds the authorization URL from the discovery document: PKCE S256, nonce, openid first", async () => {
    const provider = providerWith({ authorizationUrlParams: { kc_idp_hint: "github" } });
    expect(provider.defaultScopes).toEqual(["openid", "email", "profile"]);
    const url = await provider.createAuthorizationURL({
      state: "state-".padEnd(32, "x"),
      codeVerifier: verifier,
      scopes: [...provider.defaultScopes],
      redirectURI: REDIRECT,
      loginHint: "ada@acme.example",
    });
    expect(`${url.origin}${url.pathname}`).toBe(`${REALM}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "tollgate-app",
      redirect_uri: REDIRECT,
      state: "state-".padEnd(32, "x"),
      scope: "openid email profile",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      login_hint: "ada@acme.example",
      kc_idp_hint: "github",
    });
    expect(url.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("fetches discovery once and keeps it; a failed fetch is tried again on the next sign-in", async () => {
    const provider = providerWith();
    realm.tamper.discoveryDown = true;
    await expect(signInAs(provider)).rejects.toThrow(/discovery document .* answered 503/);
    realm.tamper.discoveryDown = false;
    await signInAs(provider);
    await signInAs(provider);
    expect(realm.calls.discovery).toBe(2);
  });

  it("exchanges the code with the verifier and the client secret in the body (post, the default)", async () => {
    const tokens = await signInAs(providerWith());
    expect(tokens).toMatchObject({ tokenType: "Bearer", scopes: ["openid", "email", "profile"] });
    expect(tokens.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    const [form] = realm.calls.token;
    expect(form?.get("code_verifier")).toBe(verifier);
    expect(form?.get("client_secret")).toBe("realm-secret");
  });

  it("sends the client secret by HTTP Basic with authentication: 'basic'", async () => {
    await signInAs(providerWith({ authentication: "basic" }));
    expect(realm.calls.token[0]?.get("client_secret")).toBeNull();
  });

  it.each([
    ["a nonce of another sign-in", { nonce: "replayed" }],
    ["another audience", { aud: "someone-else" }],
    ["another issuer", { iss: "https://evil.example/realms/acme" }],
  ])("refuses an id token with %s", async (_case, claims) => {
    realm.tamper.idToken = claims;
    await expect(signInAs(providerWith())).rejects.toThrow(/id token failed verification/);
  });

  it("reads the profile from the verified id token, without a userinfo call", async () => {
    const provider = providerWith();
    const profile = await provider.getUserInfo(await signInAs(provider));
    expect(profile?.user).toEqual({
      id: "f3a1-ada",
      email: "ada@acme.example",
      emailVerified: true,
      name: "Ada",
      image: null,
    });
    expect(realm.calls.userinfo).toBe(0);
  });

  it("asks userinfo when the id token has no email, and refuses a userinfo of another subject", async () => {
    realm.tamper.omitEmailFromIdToken = true;
    const provider = providerWith();
    const profile = await provider.getUserInfo(await signInAs(provider));
    expect(profile?.user.email).toBe("ada@acme.example");
    expect(profile?.data.preferred_username).toBe("ada");
    expect(realm.calls.userinfo).toBe(1);

    const tokens = await signInAs(provider);
    const other = await signInAs(provider, { ...ada, sub: "someone-else" });
    expect(await provider.getUserInfo({ ...tokens, accessToken: other.accessToken })).toBeNull();
  });

  it("uses getUserInfo and hands mapProfileToUser to the core", async () => {
    const provider = providerWith({
      getUserInfo: async () => ({ id: 42, email: "custom@acme.example", name: "Custom" }),
      mapProfileToUser: (profile) => ({ name: `${profile.name} (mapped)` }),
    });
    const profile = await provider.getUserInfo(await signInAs(provider));
    expect(profile?.user).toMatchObject({ id: "42", email: "custom@acme.example" });
    expect(await provider.options.mapProfileToUser?.(profile?.data ?? {})).toEqual({
      name: "Custom (mapped)",
    });
  });

  it("refreshes tokens at the discovered token endpoint", async () => {
    const provider = providerWith();
    const tokens = await signInAs(provider);
    const renewed = await provider.refreshAccessToken?.(tokens.refreshToken ?? "");
    expect(renewed?.accessToken).toBeTruthy();
    expect(renewed?.accessToken).not.toBe(tokens.accessToken);
    expect(realm.calls.token.at(-1)?.get("grant_type")).toBe("refresh_token");
  });

  it("verifies an id token the app obtained itself, nonce included", async () => {
    const provider = providerWith();
    const token = await realm.idTokenFor(ada, "app-nonce");
    expect(await provider.verifyIdToken?.(token, "app-nonce")).toBe(true);
    expect(await provider.verifyIdToken?.(token, "other-nonce")).toBe(false);
    realm.tamper.idToken = { aud: "someone-else" };
    expect(await provider.verifyIdToken?.(await realm.idTokenFor(ada, null))).toBe(false);
  });
});

describe("a genericOAuth provider with endpoints set by hand (plain OAuth 2)", () => {
  const handMade = {
    providerId: "acme-oauth",
    ...client,
    discoveryUrl: undefined,
    authorizationUrl: `${REALM}/protocol/openid-connect/auth`,
    tokenUrl: `${REALM}/protocol/openid-connect/token`,
    userInfoUrl: `${REALM}/protocol/openid-connect/userinfo`,
    scopes: ["profile"],
    pkce: false,
  };

  it("sends no PKCE and no nonce, asks no openid scope, and takes the profile from userinfo", async () => {
    const provider = providerWith(handMade);
    expect(provider.defaultScopes).toEqual(["profile"]);
    expect(provider.verifyIdToken).toBeUndefined();
    const url = await provider.createAuthorizationURL({
      state: "s".repeat(32),
      codeVerifier: verifier,
      scopes: ["profile"],
      redirectURI: REDIRECT,
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
    expect(url.searchParams.has("nonce")).toBe(false);

    realm.tamper.omitEmailFromIdToken = true;
    const back = realm.authorize(url.href, ada);
    const tokens = await provider.validateAuthorizationCode({
      code: back.searchParams.get("code") ?? "",
      codeVerifier: verifier,
      redirectURI: REDIRECT,
    });
    expect(realm.calls.token[0]?.has("code_verifier")).toBe(false);
    const profile = await provider.getUserInfo(tokens);
    expect(profile?.user).toMatchObject({ id: "f3a1-ada", email: "ada@acme.example" });
    expect(realm.calls.userinfo).toBe(1);
    expect(realm.calls.discovery).toBe(0);
  });
});

describe("genericOAuth config checks", () => {
  it.each([
    [{ clientId: "" }, /clientId is required/],
    [{ discoveryUrl: undefined }, /set discoveryUrl, or authorizationUrl and tokenUrl/],
    [
      { discoveryUrl: undefined, authorizationUrl: `${REALM}/auth` },
      /set tokenUrl \(or discoveryUrl, or getToken\)/,
    ],
    [
      { authentication: "basic", clientSecret: undefined },
      /authentication "basic" needs a clientSecret/,
    ],
    [{ discoveryUrl: "realm" }, /discoveryUrl "realm" is not a URL/],
  ] as const)("refuses %o", (overrides, message) => {
    expect(() => providerWith(overrides)).toThrow(GenericOAuthConfigError);
    expect(() => providerWith(overrides)).toThrow(message);
    expect(() => providerWith(overrides)).toThrow(
      /genericOAuth provider "keycloak"|every config entry/,
    );
  });
});
