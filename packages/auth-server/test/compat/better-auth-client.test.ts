// Issue 2's compatibility promise, checked with Better Auth's own client (from npm): an app's
// client code written for Better Auth runs unchanged against a Tollgate server over HTTP.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@tollgate/auth-server";
import {
  CookieCarrier,
  createMailbox,
  createTestAuth,
  TEST_BASE_URL,
} from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { afterEach, describe, expect, it } from "vitest";

const PASSWORD = "correct horse battery";
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A fetch that behaves like a browser on the app's origin: it keeps cookies and sends Origin. */
function browserFetch(cookies: CookieCarrier): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookieHeader = cookies.header();
    if (cookieHeader) headers.set("cookie", cookieHeader);
    const response = await fetch(input, { ...init, headers });
    cookies.take(response);
    return response;
  };
}

/** A Tollgate server on a free port and a Better Auth client ("browser") for it. */
async function serverAndClient() {
  const mailbox = createMailbox();
  const t = await createTestAuth({
    emailAndPassword: { enabled: true, sendResetPassword: mailbox.sender("reset-password") },
    emailVerification: { sendVerificationEmail: mailbox.sender("verification") },
    user: {
      deleteUser: { enabled: true },
      changeEmail: {
        enabled: true,
        sendChangeEmailVerification: mailbox.sender("change-email"),
      },
    },
  });
  const server = createServer(toNodeHandler(t.auth));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // a TCP listener has an AddressInfo
  const newBrowser = () => {
    const cookies = new CookieCarrier();
    const client = createAuthClient({
      baseURL: `http://127.0.0.1:${port}`,
      fetchOptions: { customFetchImpl: browserFetch(cookies) },
    });
    return { client, cookies };
  };
  return { t, mailbox, newBrowser };
}

describe("Better Auth's client against a Tollgate server", () => {
  it("signs up, reads the session, updates the user and signs out", async () => {
    const { newBrowser } = await serverAndClient();
    const { client } = newBrowser();
    const signUp = await client.signUp.email({
      email: "ba@example.com",
      password: PASSWORD,
      name: "Ada",
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data?.user).toMatchObject({ email: "ba@example.com", name: "Ada" });
    expect(typeof signUp.data?.token).toBe("string");

    const session = await client.getSession();
    expect(session.error).toBeNull();
    expect(session.data?.user.email).toBe("ba@example.com");
    expect(session.data?.session.token).toBe(signUp.data?.token);
    expect(session.data?.session.expiresAt).toBeInstanceOf(Date);

    const updated = await client.updateUser({ name: "Ada L." });
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ status: true });
    expect((await client.getSession()).data?.user.name).toBe("Ada L.");

    const signOut = await client.signOut();
    expect(signOut.error).toBeNull();
    expect(signOut.data).toEqual({ success: true });
    expect((await client.getSession()).data).toBeNull();
  });

  it("signs in, lists and revokes sessions across two browsers", async () => {
    const { newBrowser } = await serverAndClient();
    const laptop = newBrowser();
    const phone = newBrowser();
    await laptop.client.signUp.email({ email: "two@example.com", password: PASSWORD, name: "Two" });
    const signIn = await phone.client.signIn.email({
      email: "two@example.com",
      password: PASSWORD,
      rememberMe: false,
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data).toMatchObject({ redirect: false, user: { email: "two@example.com" } });

    const listed = await laptop.client.listSessions();
    expect(listed.error).toBeNull();
    expect(listed.data).toHaveLength(2);

    const revoked = await laptop.client.revokeOtherSessions();
    expect(revoked.data).toEqual({ status: true });
    expect((await phone.client.getSession()).data).toBeNull();
    expect((await laptop.client.getSession()).data?.user.email).toBe("two@example.com");

    const again = await phone.client.signIn.email({ email: "two@example.com", password: PASSWORD });
    const phoneToken = again.data?.token ?? "";
    expect((await laptop.client.revokeSession({ token: phoneToken })).data).toEqual({
      status: true,
    });
    expect((await phone.client.getSession()).data).toBeNull();
    expect((await laptop.client.revokeSessions()).data).toEqual({ status: true });
    expect((await laptop.client.getSession()).data).toBeNull();
  });

  it("gets the spec's errors as Better Auth's client reports them", async () => {
    const { newBrowser } = await serverAndClient();
    const { client } = newBrowser();
    await client.signUp.email({ email: "err@example.com", password: PASSWORD, name: "Err" });
    await client.signOut();

    const wrong = await client.signIn.email({ email: "err@example.com", password: "wrong one!" });
    expect(wrong.data).toBeNull();
    expect(wrong.error).toMatchObject({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });

    const taken = await client.signUp.email({
      email: "err@example.com",
      password: PASSWORD,
      name: "X",
    });
    expect(taken.error?.status).toBe(422);
    // The spec's text (Better Auth 1.7 words it "User already exists. Use another email.").
    expect(taken.error).toMatchObject({
      code: "USER_ALREADY_EXISTS",
      message: "User already exists",
    });

    const short = await client.signUp.email({
      email: "new@example.com",
      password: "short",
      name: "S",
    });
    expect(short.error).toMatchObject({ status: 400, code: "PASSWORD_TOO_SHORT" });

    const unauthenticated = await client.listSessions();
    expect(unauthenticated.error?.status).toBe(401);
  });

  it("changes the password and deletes the account", async () => {
    const { newBrowser } = await serverAndClient();
    const { client } = newBrowser();
    await client.signUp.email({ email: "life@example.com", password: PASSWORD, name: "Life" });
    const changed = await client.changePassword({
      currentPassword: PASSWORD,
      newPassword: "a brand new password",
      revokeOtherSessions: true,
    });
    expect(changed.error).toBeNull();
    expect(changed.data?.user.email).toBe("life@example.com");
    await client.signOut();
    const old = await client.signIn.email({ email: "life@example.com", password: PASSWORD });
    expect(old.error?.status).toBe(401);
    const fresh = await client.signIn.email({
      email: "life@example.com",
      password: "a brand new password",
    });
    expect(fresh.error).toBeNull();

    const deleted = await client.deleteUser({ password: "a brand new password" });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toMatchObject({ success: true });
    expect((await client.getSession()).data).toBeNull();
    const gone = await client.signIn.email({
      email: "life@example.com",
      password: "a brand new password",
    });
    expect(gone.error?.status).toBe(401);
  });

  it("resets a forgotten password and verifies an email through the mailed tokens", async () => {
    const { mailbox, newBrowser } = await serverAndClient();
    const { client } = newBrowser();
    await client.signUp.email({ email: "mail@example.com", password: PASSWORD, name: "Mail" });

    const sent = await client.sendVerificationEmail({ email: "mail@example.com" });
    expect(sent.data).toEqual({ status: true });
    const verified = await client.verifyEmail({
      query: { token: mailbox.last("verification").token },
    });
    expect(verified.error).toBeNull();
    expect((await client.getSession()).data?.user.emailVerified).toBe(true);

    const requested = await client.requestPasswordReset({
      email: "mail@example.com",
      redirectTo: "/reset",
    });
    expect(requested.data).toMatchObject({ status: true });
    const reset = await client.resetPassword({
      newPassword: "another good password",
      token: mailbox.last("reset-password").token,
    });
    expect(reset.data).toEqual({ status: true });
    await client.signOut();
    const signIn = await client.signIn.email({
      email: "mail@example.com",
      password: "another good password",
    });
    expect(signIn.error).toBeNull();
  });

  it("changes a verified email through the mailed confirmation", async () => {
    const { mailbox, newBrowser } = await serverAndClient();
    const { client } = newBrowser();
    await client.signUp.email({ email: "old@example.com", password: PASSWORD, name: "Old" });
    await client.sendVerificationEmail({ email: "old@example.com" });
    await client.verifyEmail({ query: { token: mailbox.last("verification").token } });
    // A verified address: the change waits for the confirmation mailed to it.
    const asked = await client.changeEmail({ newEmail: "new@example.com" });
    expect(asked.data).toEqual({ status: true });
    const confirmed = await client.verifyEmail({
      query: { token: mailbox.last("change-email").token },
    });
    expect(confirmed.error).toBeNull();
    expect((await client.getSession()).data?.user.email).toBe("new@example.com");
  });
});
