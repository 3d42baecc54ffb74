import { type CookieCarrier, createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type GenericOAuthConfig, genericOAuth } from "../../src/generic-oauth";
import { DISCOVERY_URL, keycloakDouble, type ProviderUser } from "./support/keycloak-double";

const client = { clientId: "tollgate-app", clientSecret: "realm-secret" };
const realm = await keycloakDouble(client);
beforeAll(() => realm.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => realm.reset());
afterAll(() => realm.server.close());

const AUTH_PREFIX = `${TEST_BASE_URL}/api/auth`;
const grace: ProviderUser = {
  sub: "kc-grace",
  email: "grace@acme.example",
  email_verified: true,
  name: "Grace Hopper",
};

function keycloakAuth(overrides: Partial<GenericOAuthConfig> = {}) {
  return createTestAuth({
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: "keycloak",
            name: "Acme SSO",
            discoveryUrl: DISCOVERY_URL,
            scopes: ["email", "profile"],
            ...client,
            ...overrides,
          },
        ],
      }),
    ],
  });
}

type KeycloakAuth = Awaited<ReturnType<typeof keycloakAuth>>;

/** The browser's way back from the realm to this server: the path under /api/auth. */
function authPath(url: URL): string {
  if (!url.href.startsWith(AUTH_PREFIX)) throw new Error(`not an auth URL: ${url}`);
  return url.href.slice(AUTH_PREFIX.length);
}

/** Start (at `path` with `body`), the visit to the realm as `user`, and the callback. */
async function throughRealm(
  t: KeycloakAuth,
  path: string,
  body: Record<string, unknown>,
  user: ProviderUser,
  cookies: CookieCarrier = t.newBrowser(),
) {
  const start = await t.json<{ url: string; redirect: boolean }>(path, { body, cookies });
  expect(start.status).toBe(200);
  const back = realm.authorize(start.data.url, user);
  const callback = await t.request(authPath(back), { cookies });
  expect(callback.status).toBe(302);
  const location = new URL(callback.headers.get("location") ?? "", TEST_BASE_URL);
  return { start: start.data, back, location, cookies };
}

async function sessionEmail(t: KeycloakAuth, cookies: CookieCarrier) {
  const { data } = await t.json<{ user: { email: string } } | null>("/get-session", { cookies });
  return data?.user.email ?? null;
}

describe("genericOAuth through the core's routes (SQLite)", () => {
  it("signs up through /sign-in/social and /callback/:providerId, the account keyed by the id token's sub", async () => {
    const t = await keycloakAuth();
    const { start, location, cookies } = await throughRealm(
      t,
      "/sign-in/social",
      { provider: "keycloak", callbackURL: "/dashboard", newUserCallbackURL: "/welcome" },
      grace,
    );
    expect(start.redirect).toBe(true);
    expect(new URL(start.url).searchParams.get("redirect_uri")).toBe(
      `${AUTH_PREFIX}/callback/keycloak`,
    );
    expect(location.pathname).toBe("/welcome");
    expect(await sessionEmail(t, cookies)).toBe("grace@acme.example");
    const accounts = await t.json<Array<{ provider: string; accountId: string }>>(
      "/list-accounts",
      { cookies },
    );
    expect(accounts.data).toEqual([
      expect.objectContaining({ provider: "keycloak", accountId: "kc-grace" }),
    ]);

    // The same person again: the same user, now to callbackURL.
    const again = await throughRealm(
      t,
      "/sign-in/social",
      { provider: "keycloak", callbackURL: "/dashboard", newUserCallbackURL: "/welcome" },
      grace,
    );
    expect(again.location.pathname).toBe("/dashboard");
  });

  it("answers Better Auth's POST /sign-in/oauth2 { providerId } with the same flow", async () => {
    const t = await keycloakAuth();
    const { start, location, cookies } = await throughRealm(
      t,
      "/sign-in/oauth2",
      { providerId: "keycloak", callbackURL: "/dashboard", disableRedirect: true },
      grace,
    );
    expect(start.redirect).toBe(false);
    expect(location.pathname).toBe("/dashboard");
    expect(await sessionEmail(t, cookies)).toBe("grace@acme.example");
  });

  it("completes at /oauth2/callback/:providerId when that is the registered redirect URI", async () => {
    const t = await keycloakAuth({ redirectURI: `${AUTH_PREFIX}/oauth2/callback/keycloak` });
    const { back, location, cookies } = await throughRealm(
      t,
      "/sign-in/oauth2",
      { providerId: "keycloak", callbackURL: "/dashboard" },
      grace,
    );
    expect(back.pathname).toBe("/api/auth/oauth2/callback/keycloak");
    expect(location.pathname).toBe("/dashboard");
    expect(await sessionEmail(t, cookies)).toBe("grace@acme.example");
  });

  it("links the provider to a signed-in user through POST /oauth2/link", async () => {
    const t = await keycloakAuth();
    const { cookies } = await t.signUp({ email: "grace@acme.example", name: "Grace" });
    const { location } = await throughRealm(
      t,
      "/oauth2/link",
      { providerId: "keycloak", callbackURL: "/settings" },
      grace,
      cookies,
    );
    expect(location.pathname).toBe("/settings");
    const accounts = await t.json<Array<{ provider: string }>>("/list-accounts", { cookies });
    expect(accounts.data.map((account) => account.provider).sort()).toEqual([
      "credential",
      "keycloak",
    ]);
  });

  it("refuses an id token bound to another sign-in (nonce) at the callback: invalid_code, no user", async () => {
    const t = await keycloakAuth();
    realm.tamper.idToken = { nonce: "from-another-sign-in" };
    const { location, cookies } = await throughRealm(
      t,
      "/sign-in/social",
      { provider: "keycloak", callbackURL: "/dashboard", errorCallbackURL: "/oops" },
      grace,
    );
    expect(location.pathname).toBe("/oops");
    expect(location.searchParams.get("error")).toBe("invalid_code");
    expect(await sessionEmail(t, cookies)).toBeNull();
    const context = await t.auth.$context;
    expect(await context.internalAdapter.findUserByEmail("grace@acme.example")).toBeNull();
  });

  it("refuses an unknown providerId (404 'Provider not found') and a missing one (400, naming the field)", async () => {
    const t = await keycloakAuth();
    const unknown = await t.json<{ code: string; message: string }>("/sign-in/oauth2", {
      body: { providerId: "okta", callbackURL: "/" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({
      code: "PROVIDER_NOT_FOUND",
      message: "Provider not found",
    });
    const missing = await t.json<{ code: string; message: string }>("/sign-in/oauth2", {
      body: { callbackURL: "/" },
    });
    expect(missing.status).toBe(400);
    expect(missing.data.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(missing.data)).toContain("providerId");
  });

  it("refuses a second provider with a built-in provider's id when the server starts", async () => {
    await expect(
      createTestAuth({
        socialProviders: { github: { clientId: "gh", clientSecret: "gh" } },
        plugins: [
          genericOAuth({
            config: [{ providerId: "github", discoveryUrl: DISCOVERY_URL, ...client }],
          }),
        ],
      }).then((t) => t.auth.$context),
    ).rejects.toThrow(
      /"github" is declared by socialProviders.github and by plugin "generic-oauth"/,
    );
  });
});
