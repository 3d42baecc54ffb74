import {
  type CookieCarrier,
  githubUser,
  type ProviderDoubles,
} from "@tollgate/auth-server/testing";
import type { EveryEndpointServer } from "./every-endpoint-server";

export const PASSWORD = "correct horse battery staple";

/** A signed-up user and the browser signed in as them. */
export interface Person {
  id: string;
  email: string;
  browser: CookieCarrier;
}

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

/** Signs a user up outside the count, email verified. */
export async function personOutsideTheCount(s: EveryEndpointServer, name: string): Promise<Person> {
  const browser = s.t.newBrowser();
  const email = uniqueEmail(name);
  const { user } = await s.t.signUp({ email, password: PASSWORD, name }, browser);
  const { internalAdapter } = await s.t.auth.$context;
  await internalAdapter.updateUser(user.id, { emailVerified: true });
  return { id: user.id, email, browser };
}

const headersOf = (browser: CookieCarrier) => new Headers({ cookie: browser.header() ?? "" });

/**
 * The core's endpoints, each once, in the order a user meets them. Answers Alice, signed up
 * (with a username) and verified, later made an admin by the test.
 */
export async function coreScenario(
  s: EveryEndpointServer,
  doubles: ProviderDoubles,
): Promise<Person> {
  const { call, callApi, mailbox } = s;
  const { internalAdapter, adapter } = await s.t.auth.$context;
  await call("GET", "/ok", null);

  const browser = s.t.newBrowser();
  const email = uniqueEmail("alice");
  const signedUp = await call<{ user: { id: string } }>("POST", "/sign-up/email", browser, {
    body: { email, password: PASSWORD, name: "Alice", username: `alice_${Date.now()}` },
  });
  const alice: Person = { id: signedUp.user.id, email, browser };
  await call("POST", "/sign-in/email", browser, { body: { email, password: PASSWORD } });
  await call("GET", "/get-session", browser);
  await call("POST", "/update-user", browser, { body: { name: "Alice Liddell" } });
  await call("GET", "/list-sessions", browser);
  await call("POST", "/send-verification-email", browser, { body: { email } });
  await call("GET", "/verify-email", browser, {
    query: { token: mailbox.last("verification").token },
  });
  await call("POST", "/change-password", browser, {
    body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}!` },
  });
  await call("POST", "/change-password", browser, {
    body: {
      currentPassword: `${PASSWORD}!`,
      newPassword: `${PASSWORD}!!`,
      revokeOtherSessions: true,
    },
    key: "POST /change-password?revoke-others",
  });
  await call("POST", "/request-password-reset", null, {
    body: { email, redirectTo: "/reset" },
  });
  const resetToken = mailbox.last("reset-password").token;
  await call("GET", `/reset-password/${resetToken}`, null, {
    key: "GET /reset-password/:token",
    query: { callbackURL: "/reset" },
    status: 302,
  });
  await call("POST", "/reset-password", null, {
    body: { newPassword: PASSWORD, token: resetToken },
  });
  await call("POST", "/forget-password", null, { body: { email, redirectTo: "/reset" } });
  await call("GET", "/list-accounts", browser);

  // A second browser of Alice's, then the session ended by token and the rest by "others".
  const phone = s.t.newBrowser();
  await s.t.signIn({ email, password: PASSWORD }, phone);
  const { data: phoneSession } = await s.t.json<{ session: { token: string } }>("/get-session", {
    cookies: phone,
  });
  await call("POST", "/revoke-session", browser, { body: { token: phoneSession.session.token } });
  await s.t.signIn({ email, password: PASSWORD }, phone);
  await call("POST", "/revoke-other-sessions", browser);

  // Social: Gina signs in with GitHub (the provider's redirect back, then a token refresh).
  const gina = s.t.newBrowser();
  const started = await call<{ url: string }>("POST", "/sign-in/social", gina, {
    body: { provider: "github", callbackURL: "/" },
  });
  const ginaOnGitHub = githubUser(uniqueEmail("gina"));
  const back = doubles.authorize(started.url, ginaOnGitHub);
  await call("GET", back.pathname.replace("/api/auth", ""), gina, {
    key: "GET /callback/:id",
    query: Object.fromEntries(back.searchParams),
    status: 302,
  });
  await call("POST", "/refresh-token", gina, { body: { providerId: "github" } });
  // Gina comes back on another device: her linked account's tokens are updated as she signs in.
  const ginasPhone = s.t.newBrowser();
  const again = await s.t.json<{ url: string }>("/sign-in/social", {
    cookies: ginasPhone,
    body: { provider: "github", callbackURL: "/" },
  });
  const backAgain = doubles.authorize(again.data.url, ginaOnGitHub);
  await call("GET", backAgain.pathname.replace("/api/auth", ""), ginasPhone, {
    key: "GET /callback/:id?returning",
    query: Object.fromEntries(backAgain.searchParams),
    status: 302,
  });
  // Lina, signed up with a password, signs in with GitHub for the first time: linked by address.
  const lina = await personOutsideTheCount(s, "lina");
  const linasLaptop = s.t.newBrowser();
  const linking = await s.t.json<{ url: string }>("/sign-in/social", {
    cookies: linasLaptop,
    body: { provider: "github", callbackURL: "/" },
  });
  const linked = doubles.authorize(linking.data.url, githubUser(lina.email));
  await call("GET", linked.pathname.replace("/api/auth", ""), linasLaptop, {
    key: "GET /callback/:id?link",
    query: Object.fromEntries(linked.searchParams),
    status: 302,
  });

  // Linking, and an account linked earlier.
  await call("POST", "/link-social", browser, { body: { provider: "google", callbackURL: "/" } });
  await adapter.create({
    model: "account",
    data: {
      userId: alice.id,
      providerId: "google",
      accountId: `google-${alice.id}`,
      accessToken: "an-access-token",
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  });
  await call("POST", "/get-access-token", browser, { body: { providerId: "google" } });
  await call("POST", "/unlink-account", browser, { body: { providerId: "google" } });
  await call("POST", "/change-email", browser, {
    body: { newEmail: uniqueEmail("alice-new"), callbackURL: "/" },
  });
  // Victor confirms a change of address from the link mailed to his current one; Uma, not
  // verified yet, changes hers at once.
  const victor = await personOutsideTheCount(s, "victor");
  await s.t.json("/change-email", {
    cookies: victor.browser,
    body: { newEmail: uniqueEmail("victor-new"), callbackURL: "/" },
  });
  await call("GET", "/verify-email", victor.browser, {
    query: { token: mailbox.last("change-email").token },
    key: "GET /verify-email?change-email",
  });
  const uma = s.t.newBrowser();
  await s.t.signUp({ email: uniqueEmail("uma"), password: PASSWORD, name: "Uma" }, uma);
  await call("POST", "/change-email", uma, {
    body: { newEmail: uniqueEmail("uma-new") },
    key: "POST /change-email?unverified",
  });

  // A user without a password (magic-link style) sets one: a server-only endpoint.
  const paula = await personOutsideTheCount(s, "paula");
  await adapter.updateMany({
    model: "account",
    where: [{ field: "userId", value: paula.id }],
    update: { password: null },
  });
  await adapter.deleteMany({ model: "account", where: [{ field: "userId", value: paula.id }] });
  await callApi("POST /set-password", () =>
    s.t.auth.api.setPassword({
      body: { newPassword: PASSWORD },
      headers: headersOf(paula.browser),
    }),
  );

  // Dave deletes his account through the mailed confirmation.
  const dave = await personOutsideTheCount(s, "dave");
  await call("POST", "/delete-user", dave.browser, { body: { password: PASSWORD } });
  await call("GET", "/delete-user/callback", dave.browser, {
    query: { token: mailbox.last("delete-account").token },
  });
  await internalAdapter.updateUser(alice.id, { emailVerified: true });
  return alice;
}

/** The endpoints that end sessions, last. */
export async function signOutScenario(s: EveryEndpointServer, alice: Person) {
  await s.call("POST", "/sign-out", alice.browser);
  const erin = await personOutsideTheCount(s, "erin");
  await s.call("POST", "/revoke-sessions", erin.browser);
}
