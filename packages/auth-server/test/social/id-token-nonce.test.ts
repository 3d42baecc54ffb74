import { createTestAuth } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { genericOAuth } from "../../src/generic-oauth";
import {
  GOOGLE_CLIENT,
  googleUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { DISCOVERY_URL, keycloakDouble } from "../generic-oauth/support/keycloak-double";
import { socialTestAuth } from "./support/social-flow";

// An id token sent to POST /sign-in/social is bound to the sign-in that asked for it by its
// nonce: without that, whoever gets hold of the token signs in with it until it expires.

let doubles: ProviderDoubles;
const realmClient = { clientId: "tollgate-app", clientSecret: "realm-secret" };
const realm = await keycloakDouble(realmClient);
beforeAll(async () => {
  doubles = await providerDoubles();
  // One msw server at a time: the realm's handlers join Google's.
  doubles.server.use(...realm.server.listHandlers());
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  doubles.reset();
  realm.reset();
});
afterAll(() => doubles.server.close());

interface Answer {
  code?: string;
  message?: string;
  user?: { email: string };
}

async function signIn(
  t: Awaited<ReturnType<typeof createTestAuth>>,
  provider: string,
  idToken: Record<string, unknown>,
) {
  return t.json<Answer>("/sign-in/social", {
    body: { provider, idToken },
    cookies: t.newBrowser(),
  });
}

async function userExists(t: Awaited<ReturnType<typeof createTestAuth>>, email: string) {
  const context = await t.auth.$context;
  return (await context.internalAdapter.findUserByEmail(email)) !== null;
}

describe("the nonce of a Google id token sent to POST /sign-in/social", () => {
  it("signs in when the request sends the nonce the token carries", async () => {
    const t = await socialTestAuth();
    const token = await doubles.googleIdToken(googleUser("bound@example.com"), { nonce: "n-42" });
    const { status, data } = await signIn(t, "google", { token, nonce: "n-42" });
    expect(status).toBe(200);
    expect(data.user?.email).toBe("bound@example.com");
  });

  it("regression: refuses a token that carries a nonce when the request sends none (a replayed token)", async () => {
    const t = await socialTestAuth();
    const token = await doubles.googleIdToken(googleUser("replayed@example.com"), {
      nonce: "n-42",
    });
    for (const idToken of [{ token }, { token, nonce: "" }]) {
      const { status, data } = await signIn(t, "google", idToken);
      expect(status).toBe(401);
      expect(data).toMatchObject({ code: "INVALID_TOKEN", message: "invalid token" });
    }
    expect(await userExists(t, "replayed@example.com")).toBe(false);
  });

  it("regression: refuses a Google token without a nonce, with or without one in the request", async () => {
    const t = await socialTestAuth();
    const token = await doubles.googleIdToken(googleUser("unbound@example.com"));
    for (const idToken of [{ token }, { token, nonce: "n-1" }]) {
      const { status, data } = await signIn(t, "google", idToken);
      expect(status).toBe(401);
      expect(data).toMatchObject({ code: "INVALID_TOKEN", message: "invalid token" });
    }
    expect(await userExists(t, "unbound@example.com")).toBe(false);
    // Refused before the keys are fetched: nothing to verify.
    expect(doubles.calls.jwks).toBe(0);
  });

  it("disableIdTokenNonceRequirement accepts a token without a nonce, still not a nonce-bound token sent without its nonce", async () => {
    const t = await socialTestAuth({
      socialProviders: { google: { ...GOOGLE_CLIENT, disableIdTokenNonceRequirement: true } },
    });
    const unbound = await doubles.googleIdToken(googleUser("legacy@example.com"));
    expect((await signIn(t, "google", { token: unbound })).status).toBe(200);
    const bound = await doubles.googleIdToken(googleUser("bound-legacy@example.com"), {
      nonce: "n-7",
    });
    expect((await signIn(t, "google", { token: bound })).status).toBe(401);
    expect((await signIn(t, "google", { token: bound, nonce: "n-8" })).status).toBe(401);
    expect((await signIn(t, "google", { token: bound, nonce: "n-7" })).status).toBe(200);
  });

  it("a verifyIdToken option gets the request's nonce and decides alone", async () => {
    const seen: (string | undefined)[] = [];
    const t = await socialTestAuth({
      socialProviders: {
        google: {
          ...GOOGLE_CLIENT,
          verifyIdToken: async (_token: string, nonce?: string) => {
            seen.push(nonce);
            return true;
          },
        },
      },
    });
    const token = await doubles.googleIdToken(googleUser("custom@example.com"), { nonce: "n-9" });
    expect((await signIn(t, "google", { token })).status).toBe(200);
    expect((await signIn(t, "google", { token, nonce: "n-9" })).status).toBe(200);
    expect(seen).toEqual([undefined, "n-9"]);
  });
});

describe("a provider that does not declare nonces (genericOAuth)", () => {
  it("accepts a token without a nonce, and refuses one that carries a nonce the request does not send", async () => {
    const t = await createTestAuth({
      plugins: [
        genericOAuth({
          config: [{ providerId: "keycloak", discoveryUrl: DISCOVERY_URL, ...realmClient }],
        }),
      ],
    });
    const ada = { sub: "ada", email: "ada@acme.example", email_verified: true, name: "Ada" };
    const unbound = await realm.idTokenFor(ada, null);
    expect((await signIn(t, "keycloak", { token: unbound })).status).toBe(200);
    const bound = await realm.idTokenFor(ada, "realm-nonce");
    expect((await signIn(t, "keycloak", { token: bound })).status).toBe(401);
    expect((await signIn(t, "keycloak", { token: bound, nonce: "other" })).status).toBe(401);
    expect((await signIn(t, "keycloak", { token: bound, nonce: "realm-nonce" })).status).toBe(200);
  });
});
