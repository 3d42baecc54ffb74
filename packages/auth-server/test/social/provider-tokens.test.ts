import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  githubUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import {
  type SocialTestAuth,
  sessionUser,
  socialSignIn,
  socialTestAuth,
} from "./support/social-flow";

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

async function signedInWithGitHub(t: SocialTestAuth) {
  const { cookies } = await socialSignIn(t, doubles, "github", githubUser("tok@example.com"));
  const user = await sessionUser(t, cookies);
  const context = await t.auth.$context;
  const [account] = await context.internalAdapter.findAccounts(user?.id ?? "");
  if (!user || !account) throw new Error("no account");
  return { cookies, user, account, context };
}

describe("POST /get-access-token", () => {
  it("answers the stored token without refreshing while it is valid", async () => {
    const t = await socialTestAuth();
    const { cookies, account } = await signedInWithGitHub(t);
    const before = doubles.refreshCount();
    const { status, data } = await t.json<{ accessToken: string; scopes: string[] }>(
      "/get-access-token",
      { body: { providerId: "github" }, cookies },
    );
    expect(status).toBe(200);
    expect(data.accessToken).toBe(account.accessToken);
    expect(data.scopes).toEqual(["read:user", "user:email"]);
    expect(doubles.refreshCount()).toBe(before);
  });

  it.each([
    ["expires within 5 seconds", new Date(Date.now() + 3_000)],
    ["has no expiry", null],
  ])("refreshes first when the token %s", async (_name, expiry) => {
    const t = await socialTestAuth();
    const { cookies, account, context } = await signedInWithGitHub(t);
    await context.internalAdapter.updateAccount(account.id, { accessTokenExpiresAt: expiry });
    const { data } = await t.json<{ accessToken: string; accessTokenExpiresAt: string }>(
      "/get-access-token",
      { body: { providerId: "github" }, cookies },
    );
    expect(data.accessToken).not.toBe(account.accessToken);
    expect(new Date(data.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 60_000);
    const [stored] = await context.internalAdapter.findAccounts(account.userId);
    expect(stored?.accessToken).toBe(data.accessToken);
  });

  it("takes userId from a server call (auth.api) but never over HTTP without a session", async () => {
    const t = await socialTestAuth();
    const { user, account } = await signedInWithGitHub(t);
    const server = await t.auth.api.getAccessToken({
      body: { providerId: "github", userId: user.id },
    });
    expect(server.accessToken).toBe(account.accessToken);
    const http = await t.json("/get-access-token", {
      body: { providerId: "github", userId: user.id },
      cookies: null,
    });
    expect(http.status).toBe(401);
    expect(http.data).toMatchObject({ message: "Either userId or session is required" });
  });

  it("over HTTP, a session cannot read another user's tokens by userId", async () => {
    const t = await socialTestAuth();
    const victim = await signedInWithGitHub(t);
    const { cookies } = await t.signUp({ email: "nosy@example.com" });
    const { status } = await t.json("/get-access-token", {
      body: { providerId: "github", userId: victim.user.id },
      cookies,
    });
    expect(status).toBe(401);
  });

  it("answers 'Account not found' and 'Provider {x} is not supported'", async () => {
    const t = await socialTestAuth();
    const { cookies } = await t.signUp({ email: "plain@example.com" });
    const unnamed = await t.json("/get-access-token", { body: { userId: "u" }, cookies });
    expect(unnamed).toMatchObject({ status: 400, data: { field: "providerId" } });
    const none = await t.json("/get-access-token", { body: { providerId: "github" }, cookies });
    expect(none).toMatchObject({ status: 400, data: { message: "Account not found" } });
    const unknown = await t.json("/get-access-token", { body: { providerId: "myspace" }, cookies });
    expect(unknown).toMatchObject({
      status: 400,
      data: { message: "Provider myspace is not supported" },
    });
  });
});

describe("POST /refresh-token", () => {
  it("refreshes and stores the new tokens", async () => {
    const t = await socialTestAuth();
    const { cookies, account, context } = await signedInWithGitHub(t);
    const { status, data } = await t.json<Record<string, unknown>>("/refresh-token", {
      body: { providerId: "github" },
      cookies,
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ providerId: "github", accountId: account.accountId });
    expect(data.accessToken).not.toBe(account.accessToken);
    expect(data.refreshToken).not.toBe(account.refreshToken);
    const [stored] = await context.internalAdapter.findAccounts(account.userId);
    expect(stored?.refreshToken).toBe(data.refreshToken);
  });

  it("answers 'Failed to refresh access token' when the provider refuses", async () => {
    const t = await socialTestAuth();
    const { cookies } = await signedInWithGitHub(t);
    doubles.fail.token = true;
    const { status, data } = await t.json("/refresh-token", {
      body: { providerId: "github" },
      cookies,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ message: "Failed to refresh access token" });
  });

  it("answers 'Provider {x} does not support token refreshing' for a provider without refresh", async () => {
    const t = await socialTestAuth({
      plugins: [
        {
          id: "no-refresh",
          socialProviders: [
            {
              id: "plain",
              name: "Plain",
              supports: {
                pkce: false,
                idToken: false,
                refresh: false,
                email: "always",
                emailVerified: "never",
              },
              options: { clientId: "plain" },
              defaultScopes: [],
              createAuthorizationURL: () => new URL("https://plain.example/authorize"),
              validateAuthorizationCode: async () => ({ scopes: [] }),
              getUserInfo: async () => null,
            },
          ],
        },
      ],
    });
    const { user } = await t.signUp({ email: "plain@example.com" });
    const context = await t.auth.$context;
    await context.internalAdapter.createAccount({
      userId: user.id,
      providerId: "plain",
      accountId: "p-1",
      refreshToken: "r",
    });
    await expect(
      t.auth.api.refreshToken({ body: { providerId: "plain", userId: user.id } }),
    ).rejects.toMatchObject({
      body: { message: "Provider plain does not support token refreshing" },
    });
  });
});

describe("account.encryptOAuthTokens", () => {
  it("stores access and refresh tokens sealed, and answers them in plain text", async () => {
    const t = await socialTestAuth({ account: { encryptOAuthTokens: true } });
    const { cookies, account } = await signedInWithGitHub(t);
    expect(account.accessToken).toMatch(/^v1\./);
    expect(account.refreshToken).toMatch(/^v1\./);
    const { data } = await t.json<{ accessToken: string }>("/get-access-token", {
      body: { providerId: "github" },
      cookies,
    });
    expect(data.accessToken).toMatch(/^access-/);
    const refreshed = await t.json<{ accessToken: string; refreshToken: string }>(
      "/refresh-token",
      {
        body: { providerId: "github" },
        cookies,
      },
    );
    expect(refreshed.data.accessToken).toMatch(/^access-/);
    expect(refreshed.data.refreshToken).toMatch(/^refresh-/);
    const context = await t.auth.$context;
    const [stored] = await context.internalAdapter.findAccounts(account.userId);
    expect(stored?.refreshToken).toMatch(/^v1\./);
    expect(stored?.refreshToken).not.toContain(refreshed.data.refreshToken);
  });
});
