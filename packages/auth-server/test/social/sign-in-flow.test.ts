import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  githubUser,
  googleUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { APP, sessionUser, socialSignIn, socialTestAuth } from "./support/social-flow";

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

describe("POST /sign-in/social", () => {
  it("answers GitHub's authorization URL with a 32-character state kept 10 minutes", async () => {
    const t = await socialTestAuth();
    const { status, data } = await t.json<{ url: string; redirect: boolean }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/home`, scopes: ["repo"], loginHint: "octo" },
    });
    expect(status).toBe(200);
    expect(data.redirect).toBe(true);
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("gh-client");
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/auth/callback/github",
    );
    expect(url.searchParams.get("scope")).toBe("read:user user:email repo");
    expect(url.searchParams.get("login")).toBe("octo");
    const state = url.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[A-Za-z0-9]{32}$/);
    const context = await t.auth.$context;
    const stored = await context.internalAdapter.findVerification(state);
    expect(stored).not.toBeNull();
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    const value = JSON.parse(stored?.value ?? "{}");
    expect(value.callbackURL).toBe(`${APP}/home`);
    expect(value.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{128}$/);
  });

  it("sends Google the S256 challenge of the stored 128-character verifier", async () => {
    const t = await socialTestAuth();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "google", callbackURL: "/welcome", disableRedirect: true },
    });
    const url = new URL(data.url);
    expect(url.origin).toBe("https://accounts.google.com");
    const context = await t.auth.$context;
    const stored = await context.internalAdapter.findVerification(
      url.searchParams.get("state") ?? "",
    );
    const { codeVerifier } = JSON.parse(stored?.value ?? "{}");
    expect(codeVerifier).toHaveLength(128);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBe(
      createHash("sha256").update(codeVerifier).digest("base64url"),
    );
    expect(url.searchParams.get("scope")).toBe("openid email profile");
  });

  it("answers redirect: false with disableRedirect", async () => {
    const t = await socialTestAuth();
    const { data } = await t.json<{ redirect: boolean }>("/sign-in/social", {
      body: { provider: "github", callbackURL: "/", disableRedirect: true },
    });
    expect(data.redirect).toBe(false);
  });

  it("refuses a missing callbackURL (400 'callbackURL is required')", async () => {
    const t = await socialTestAuth();
    const { status, data } = await t.json("/sign-in/social", { body: { provider: "github" } });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "CALLBACK_URL_REQUIRED",
      message: "callbackURL is required",
    });
  });

  it("refuses an unknown provider (404 'Provider not found')", async () => {
    const t = await socialTestAuth();
    const { status, data } = await t.json("/sign-in/social", {
      body: { provider: "myspace", callbackURL: "/" },
    });
    expect(status).toBe(404);
    expect(data).toMatchObject({ code: "PROVIDER_NOT_FOUND", message: "Provider not found" });
  });

  it.each([
    ["callbackURL", "Invalid callbackURL"],
    ["errorCallbackURL", "Invalid errorCallbackURL"],
    ["newUserCallbackURL", "Invalid newUserCallbackURL"],
  ])("refuses an untrusted %s (403)", async (field, message) => {
    const t = await socialTestAuth();
    const { status, data } = await t.json("/sign-in/social", {
      body: { provider: "github", callbackURL: "/", [field]: "https://evil.example/x" },
    });
    expect(status).toBe(403);
    expect(data).toMatchObject({ message });
  });
});

describe("the whole sign-in", () => {
  it("GitHub: creates the user and account, signs in, lands on newUserCallbackURL; next time on callbackURL with tokens updated", async () => {
    const t = await socialTestAuth();
    const person = githubUser("octo@example.com");
    const first = await socialSignIn(t, doubles, "github", person, {
      newUserCallbackURL: `${APP}/welcome`,
    });
    expect(first.location.toString()).toBe(`${APP}/welcome`);
    const user = await sessionUser(t, first.cookies);
    expect(user).toMatchObject({
      email: "octo@example.com",
      emailVerified: true,
      name: person.name,
    });
    const context = await t.auth.$context;
    const [account] = await context.internalAdapter.findAccounts(user?.id ?? "");
    expect(account).toMatchObject({ providerId: "github", accountId: String(person.id) });
    expect(account?.accessToken).toMatch(/^access-/);
    expect(account?.refreshToken).toMatch(/^refresh-/);
    expect(account?.scope).toBe("read:user,user:email");
    expect(account?.accessTokenExpiresAt).toBeInstanceOf(Date);

    const second = await socialSignIn(t, doubles, "github", person, {
      newUserCallbackURL: `${APP}/welcome`,
    });
    expect(second.location.toString()).toBe(`${APP}/dashboard`);
    expect((await sessionUser(t, second.cookies))?.id).toBe(user?.id);
    const accounts = await context.internalAdapter.findAccounts(user?.id ?? "");
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.accessToken).not.toBe(account?.accessToken);
  });

  it("Google: PKCE code exchange, profile from the id token, verified email", async () => {
    const t = await socialTestAuth();
    const person = googleUser("goo@example.com");
    const { location, cookies } = await socialSignIn(t, doubles, "google", person);
    expect(location.toString()).toBe(`${APP}/dashboard`);
    const user = await sessionUser(t, cookies);
    expect(user).toMatchObject({
      email: "goo@example.com",
      emailVerified: true,
      name: person.name,
    });
    const exchange = doubles.calls.token.at(-1);
    expect(exchange?.get("code_verifier")).toHaveLength(128);
    const context = await t.auth.$context;
    const [account] = await context.internalAdapter.findAccounts(user?.id ?? "");
    expect(account).toMatchObject({ providerId: "google", accountId: person.sub });
    expect(account?.idToken).toMatch(/^ey/);
  });

  it("spends the state: the same callback a second time goes to please_restart_the_process", async () => {
    const t = await socialTestAuth();
    const cookies = t.newBrowser();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/x` },
      cookies,
    });
    const back = doubles.authorize(data.url, githubUser("once@example.com"));
    const path = back.toString().replace("http://localhost:3000/api/auth", "");
    const first = await t.request(path, { cookies });
    expect(first.headers.get("location")).toBe(`${APP}/x`);
    const again = await t.request(path, { cookies: t.newBrowser() });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(
      "http://localhost:3000/api/auth/error?error=please_restart_the_process",
    );
  });

  it("refuses an expired state (please_restart_the_process) and deletes it", async () => {
    const t = await socialTestAuth();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/x` },
    });
    const state = new URL(data.url).searchParams.get("state") ?? "";
    const context = await t.auth.$context;
    await context.internalAdapter.updateRecords(
      "verification",
      [{ field: "identifier", value: state }],
      { expiresAt: new Date(Date.now() - 1000) },
    );
    const back = doubles.authorize(data.url, githubUser("late@example.com"));
    const answer = await t.request(back.toString().replace("http://localhost:3000/api/auth", ""));
    expect(answer.headers.get("location")).toBe(
      "http://localhost:3000/api/auth/error?error=please_restart_the_process",
    );
    expect(doubles.calls.token).toHaveLength(0);
    expect(await context.internalAdapter.findVerification(state)).toBeNull();
  });
});
