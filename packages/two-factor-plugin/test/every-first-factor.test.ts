// A user with two-factor on gets no session from any first factor alone: password, username,
// magic link, social (and generic OAuth, which runs the same callback) and an API key's owner
// all go through the core's sign-in rules.
import { apiKey } from "@tollgate/api-key-plugin";
import type { AuthPlugin, OAuthProvider } from "@tollgate/auth-server";
import { type CookieCarrier, testDatabases } from "@tollgate/auth-server/testing";
import { magicLink } from "@tollgate/magic-link-plugin";
import { username } from "@tollgate/username-plugin";
import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  PASSWORD,
  serverOn,
  sessionCount,
  type TwoFactorServer,
  userWithTotp,
} from "./support/two-factor-server";

const mailed = new Map<string, string>();

/**
 * An in-house identity provider (the plugin contract's `socialProviders`): the authorization
 * code is the email of the person who signed in there. No network: the provider is the app's.
 */
const inHouseProvider: OAuthProvider = {
  id: "in-house",
  name: "In-house",
  supports: {
    pkce: true,
    idToken: false,
    refresh: false,
    email: "always",
    emailVerified: "always",
  },
  options: { clientId: "in-house-client" },
  defaultScopes: [],
  createAuthorizationURL: ({ state, redirectURI }) =>
    new URL(`https://idp.example/authorize?state=${state}&redirect_uri=${redirectURI}`),
  validateAuthorizationCode: async ({ code }) => ({ accessToken: code, scopes: [] }),
  getUserInfo: async ({ accessToken }) => ({
    user: {
      id: `idp-${accessToken}`,
      email: accessToken ?? null,
      emailVerified: true,
      name: "From the IdP",
      image: null,
    },
    data: {},
  }),
};

/**
 * The authenticator's code from the browser that holds the pending sign-in: it passes, and the
 * user has one session more than before (the first factor alone made none).
 */
async function passSecondFactor(
  t: TwoFactorServer,
  browser: CookieCarrier,
  app: { next(): string },
  expected: { userId: string; sessionsBefore: number },
) {
  const done = await t.json<{ user: { email: string } }>("/two-factor/verify-totp", {
    body: { code: app.next() },
    cookies: browser,
  });
  expect(done.status).toBe(200);
  expect(await sessionCount(t, expected.userId)).toBe(expected.sessionsBefore + 1);
  return done.data;
}

const inHouse = { id: "in-house-idp", socialProviders: [inHouseProvider] } satisfies AuthPlugin;

describe.each(testDatabases())("every first factor waits for the second on $name", (target) => {
  const server = serverOn(
    target,
    {},
    {
      plugins: [
        username(),
        magicLink({ sendMagicLink: ({ email, token }) => void mailed.set(email, token) }),
        inHouse,
        apiKey({ enableSessionForAPIKeys: true }),
      ],
      account: { accountLinking: { trustedProviders: ["in-house"] } },
    },
  );

  it("username and password", async () => {
    const t = server();
    const { user, cookies, app } = await userWithTotp(t);
    const name = `user_${crypto.randomUUID().slice(0, 8)}`;
    await t.json("/update-user", { body: { username: name }, cookies });
    const before = await sessionCount(t, user.id);
    const browser = t.newBrowser();
    const pending = await t.json<{ twoFactorRedirect: boolean }>("/sign-in/username", {
      body: { username: name, password: PASSWORD },
      cookies: browser,
      skipAnswerCheck: true,
    });
    expect(pending.data).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionCount(t, user.id)).toBe(before);
    await passSecondFactor(t, browser, app, { userId: user.id, sessionsBefore: before });
  });

  it("magic link, answered as JSON or by a redirect to the callback", async () => {
    const t = server();
    const { user, email, app } = await userWithTotp(t);

    await t.json("/sign-in/magic-link", { body: { email }, cookies: null });
    const json = t.newBrowser();
    const answer = await t.json<{ twoFactorRedirect: boolean }>("/magic-link/verify", {
      query: { token: mailed.get(email) ?? "" },
      cookies: json,
      skipAnswerCheck: true,
    });
    expect(answer.data).toMatchObject({ twoFactorRedirect: true });
    // The link proved the address: the sessions made before it are ended (the magic link's rule).
    const before = await sessionCount(t, user.id);

    await t.json("/sign-in/magic-link", { body: { email }, cookies: null });
    const browser = t.newBrowser();
    const redirected = await t.request("/magic-link/verify", {
      query: { token: mailed.get(email) ?? "", callbackURL: "/dashboard" },
      cookies: browser,
    });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/dashboard?twoFactorRedirect=true");
    expect(browser.header()).toMatch(/two_factor=/);
    expect(browser.header()).not.toMatch(/session_token=/);
    expect(await sessionCount(t, user.id)).toBe(before);
    await passSecondFactor(t, browser, app, { userId: user.id, sessionsBefore: before });
  });

  it("social sign-in: the callback sends the browser on with the pending state only", async () => {
    const t = server();
    const { user, email, app } = await userWithTotp(t);
    const before = await sessionCount(t, user.id);
    const browser = t.newBrowser();
    const started = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "in-house", callbackURL: "/home" },
      cookies: browser,
    });
    const state = new URL(started.data.url).searchParams.get("state") ?? "";
    const callback = await t.request("/callback/in-house", {
      query: { code: email, state },
      cookies: browser,
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/home?twoFactorRedirect=true");
    expect(browser.header()).not.toMatch(/session_token=/);
    expect(await sessionCount(t, user.id)).toBe(before);
    expect((await t.json("/get-session", { cookies: browser })).data).toBeNull();
    const done = await passSecondFactor(t, browser, app, {
      userId: user.id,
      sessionsBefore: before,
    });
    expect(done.user.email).toBe(email);
  });

  it("API keys: a pending sign-in cannot make one, and a key cannot turn two-factor off", async () => {
    const t = server();
    const { email, cookies } = await userWithTotp(t);
    const browser = t.newBrowser();
    await t.json("/sign-in/email", {
      body: { email, password: PASSWORD },
      cookies: browser,
      skipAnswerCheck: true,
    });
    const refused = await t.json<ErrorBody>("/api-key/create", {
      body: { name: "sneaky" },
      cookies: browser,
    });
    expect(refused.status).toBe(401);

    // A key made by a session that passed both factors stands for it, but not for its settings.
    const made = await t.json<{ key: string }>("/api-key/create", {
      body: { name: "script" },
      cookies,
    });
    const viaKey = { headers: { "x-api-key": made.data.key }, cookies: null };
    const session = await t.json<{ user: { email: string } }>("/get-session", viaKey);
    expect(session.data.user.email).toBe(email);
    const disable = await t.json<ErrorBody>("/two-factor/disable", {
      body: { password: PASSWORD },
      ...viaKey,
    });
    expect(disable.status).toBe(403);
    expect(disable.data.code).toBe("CREDENTIAL_SESSION_NOT_ALLOWED");
  });
});
