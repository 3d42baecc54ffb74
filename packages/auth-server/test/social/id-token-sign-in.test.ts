import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  googleUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { sessionUser, socialTestAuth } from "./support/social-flow";

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

describe("POST /sign-in/social with idToken", () => {
  it("verifies Google's id token against its JWKS and signs in: {redirect: false, token, user}", async () => {
    const t = await socialTestAuth();
    const person = googleUser("onetap@example.com");
    const token = await doubles.googleIdToken(person, { nonce: "n-1" });
    const cookies = t.newBrowser();
    const { status, data } = await t.json<{
      redirect: boolean;
      token: string;
      user: { email: string; emailVerified: boolean };
    }>("/sign-in/social", {
      body: { provider: "google", idToken: { token, nonce: "n-1", accessToken: "at-1" } },
      cookies,
    });
    expect(status).toBe(200);
    expect(data.redirect).toBe(false);
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ email: "onetap@example.com", emailVerified: true });
    expect((await sessionUser(t, cookies))?.email).toBe("onetap@example.com");
    // The keys are fetched once and cached.
    await t.json("/sign-in/social", {
      body: {
        provider: "google",
        idToken: { token: await doubles.googleIdToken(person, { nonce: "n-2" }), nonce: "n-2" },
      },
    });
    expect(doubles.calls.jwks).toBe(1);
  });

  const refusals: [string, (person: ReturnType<typeof googleUser>) => Promise<string>, string?][] =
    [
      ["a signature by another key", (person) => doubles.forgedIdToken(person)],
      ["another audience", (person) => doubles.googleIdToken(person, { aud: "someone-else" })],
      [
        "another issuer",
        (person) => doubles.googleIdToken(person, { iss: "https://evil.example" }),
      ],
      [
        "an expired token",
        (person) => doubles.googleIdToken(person, { exp: Math.floor(Date.now() / 1000) - 600 }),
      ],
      ["a wrong nonce", (person) => doubles.googleIdToken(person, { nonce: "other" }), "expected"],
      ["no nonce when one is expected", (person) => doubles.googleIdToken(person), "expected"],
    ];

  it.each(refusals)("refuses %s (401 'invalid token')", async (_name, make, nonce) => {
    const t = await socialTestAuth();
    const token = await make(googleUser("mallory@example.com"));
    const { status, data } = await t.json("/sign-in/social", {
      body: { provider: "google", idToken: { token, ...(nonce ? { nonce } : {}) } },
    });
    expect(status).toBe(401);
    expect(data).toMatchObject({ code: "INVALID_TOKEN", message: "invalid token" });
    const context = await t.auth.$context;
    expect(await context.internalAdapter.findUserByEmail("mallory@example.com")).toBeNull();
  });

  it("refuses a provider without id tokens, and one with disableIdTokenSignIn ('id_token not supported')", async () => {
    const t = await socialTestAuth({
      socialProviders: {
        google: {
          clientId: "google-client.apps.googleusercontent.com",
          disableIdTokenSignIn: true,
        },
      },
    });
    for (const provider of ["github", "google"]) {
      const { status, data } = await t.json("/sign-in/social", {
        body: { provider, idToken: { token: "x.y.z" } },
      });
      expect(status).toBe(404);
      expect(data).toMatchObject({ message: "id_token not supported" });
    }
  });

  it("applies the linking rule: an unverified local user is not taken over ('account not linked')", async () => {
    const t = await socialTestAuth();
    await t.signUp({ email: "victim@example.com" });
    const token = await doubles.googleIdToken(googleUser("victim@example.com"), { nonce: "n-3" });
    const { status, data } = await t.json("/sign-in/social", {
      body: { provider: "google", idToken: { token, nonce: "n-3" } },
    });
    expect(status).toBe(401);
    expect(data).toMatchObject({ code: "ACCOUNT_NOT_LINKED", message: "account not linked" });
  });
});
