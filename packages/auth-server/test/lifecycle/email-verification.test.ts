import type { MailRequest } from "@tollgate/auth-server";
import { createMailbox, createTestAuth, follow, linkTarget } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

type UserAnswer = { status: boolean; user: { id: string; email: string; emailVerified: boolean } };

async function setup(emailVerification: Record<string, unknown> = {}, extra: object = {}) {
  const mailbox = createMailbox();
  const t = await createTestAuth({
    emailVerification: {
      sendVerificationEmail: mailbox.sender("verification"),
      ...emailVerification,
    },
    ...extra,
  });
  return { t, mailbox };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /send-verification-email", () => {
  it("mails a verify-email link that marks the address verified when followed", async () => {
    const { t, mailbox } = await setup();
    const { user } = await t.signUp({ email: "ada@example.com" });
    const sent = await t.json("/send-verification-email", {
      body: { email: "Ada@Example.com", callbackURL: "/welcome" },
      cookies: null,
    });
    expect(sent).toMatchObject({ status: 200, data: { status: true } });
    const mail = mailbox.last("verification");
    expect(mail.to).toBe("ada@example.com");
    expect(mail.url).toBe(
      `http://localhost:3000/api/auth/verify-email?token=${mail.token}&callbackURL=%2Fwelcome`,
    );
    expect(mail.token.split(".")).toHaveLength(3);

    const { path, query } = linkTarget(mail.url);
    const verified = await t.json<UserAnswer>(path, {
      query: { token: query.token ?? "" },
      cookies: null,
    });
    expect(verified.status).toBe(200);
    expect(verified.data).toMatchObject({
      status: true,
      user: { id: user.id, emailVerified: true },
    });
  });

  it("answers 400 'Verification email isn't enabled' without a sender", async () => {
    const t = await createTestAuth();
    const answer = await t.json("/send-verification-email", { body: { email: "a@example.com" } });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      code: "VERIFICATION_EMAIL_NOT_ENABLED",
      message: "Verification email isn't enabled",
    });
  });

  it("answers 400 'Invalid email' naming the field", async () => {
    const { t } = await setup();
    const answer = await t.json("/send-verification-email", { body: { email: "not-an-email" } });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      code: "INVALID_EMAIL",
      message: "Invalid email",
      field: "email",
    });
  });

  it("answers { status: true } without sending for an unknown or already verified address", async () => {
    const { t, mailbox } = await setup();
    const unknown = await t.json("/send-verification-email", {
      body: { email: "nobody@example.com" },
      cookies: null,
    });
    expect(unknown.data).toEqual({ status: true });
    await t.signUp({ email: "done@example.com" });
    await follow(t, (await sendFor(t, mailbox, "done@example.com")).url);
    const countBefore = mailbox.count("verification");
    const again = await t.json("/send-verification-email", {
      body: { email: "done@example.com" },
      cookies: null,
    });
    expect(again.data).toEqual({ status: true });
    expect(mailbox.count("verification")).toBe(countBefore);
  });

  it("with a session, refuses another user's address (400)", async () => {
    const { t, mailbox } = await setup();
    const { cookies } = await t.signUp({ email: "me@example.com" });
    await t.signUp({ email: "other@example.com" });
    const answer = await t.json("/send-verification-email", {
      body: { email: "other@example.com" },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: "EMAIL_MISMATCH", field: "email" });
    expect(mailbox.count("verification")).toBe(0);
  });

  it("refuses an untrusted absolute callbackURL with 403 'Invalid callbackURL'", async () => {
    const { t, mailbox } = await setup();
    await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/send-verification-email", {
      body: { email: "ada@example.com", callbackURL: "https://evil.example/steal" },
      cookies: null,
    });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ message: "Invalid callbackURL" });
    expect(mailbox.count("verification")).toBe(0);
  });

  it("answers 500 'Failed to send email' when the sender throws", async () => {
    const t = await createTestAuth({
      emailVerification: {
        sendVerificationEmail: () => {
          throw new Error("smtp down");
        },
      },
    });
    await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/send-verification-email", {
      body: { email: "ada@example.com" },
      cookies: null,
    });
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({
      code: "FAILED_TO_SEND_EMAIL",
      message: "Failed to send email",
    });
  });
});

async function sendFor(
  t: Awaited<ReturnType<typeof setup>>["t"],
  mailbox: ReturnType<typeof createMailbox>,
  email: string,
) {
  const answer = await t.json("/send-verification-email", { body: { email }, cookies: null });
  expect(answer.data).toEqual({ status: true });
  return mailbox.last("verification");
}

describe("GET /verify-email", () => {
  it("redirects to callbackURL after verifying", async () => {
    const { t, mailbox } = await setup();
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    await t.json("/send-verification-email", {
      body: { email: "ada@example.com", callbackURL: "/done?step=2" },
      cookies: null,
    });
    const response = await follow(t, mailbox.last("verification").url, cookies);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/done?step=2");
    const session = await t.json<UserAnswer>("/get-session", {
      query: { disableCookieCache: "true" },
      cookies,
    });
    expect(session.data.user.emailVerified).toBe(true);
  });

  it("expires after 3600 s by default: 401 TOKEN_EXPIRED, or error=token_expired on the callbackURL", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, mailbox } = await setup();
    await t.signUp({ email: "ada@example.com" });
    const mail = await sendFor(t, mailbox, "ada@example.com");
    const { query } = linkTarget(mail.url);
    vi.setSystemTime(Date.now() + 3_601_000);
    const json = await t.json("/verify-email", {
      query: { token: query.token ?? "" },
      cookies: null,
    });
    expect(json.status).toBe(401);
    expect(json.data).toMatchObject({ code: "TOKEN_EXPIRED", message: "token_expired" });
    const redirected = await follow(t, mail.url);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/?error=token_expired");
  });

  it("is still valid just before emailVerification.expiresIn", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, mailbox } = await setup({ expiresIn: 60 });
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    const mail = await sendFor(t, mailbox, "ada@example.com");
    vi.setSystemTime(Date.now() + 59_000);
    const ok = await follow(t, mail.url, cookies);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/");
  });

  it("honours emailVerification.expiresIn", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, mailbox } = await setup({ expiresIn: 60 });
    await t.signUp({ email: "ada@example.com" });
    const mail = await sendFor(t, mailbox, "ada@example.com");
    vi.setSystemTime(Date.now() + 61_000);
    const expired = await follow(t, mail.url);
    expect(expired.headers.get("location")).toBe("/?error=token_expired");
  });

  it("rejects a forged or tampered token: 401 INVALID_TOKEN / error=invalid_token", async () => {
    const { t, mailbox } = await setup();
    await t.signUp({ email: "ada@example.com" });
    const mail = await sendFor(t, mailbox, "ada@example.com");
    const [header, , signature] = mail.token.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ email: "ada@example.com", exp: 9_999_999_999 }),
    ).toString("base64url");
    for (const token of ["garbage", `${header}.${forgedPayload}.${signature}`]) {
      const json = await t.json("/verify-email", { query: { token }, cookies: null });
      expect(json.status).toBe(401);
      expect(json.data).toMatchObject({ code: "INVALID_TOKEN" });
      const redirected = await t.request("/verify-email", {
        query: { token, callbackURL: "/verified?tab=1" },
        cookies: null,
      });
      expect(redirected.headers.get("location")).toBe("/verified?tab=1&error=invalid_token");
    }
  });

  it("rejects a token signed with another secret", async () => {
    const { t } = await setup();
    const otherMailbox = createMailbox();
    const other = await createTestAuth({
      secret: "a-completely-different-secret-0123456789",
      emailVerification: { sendVerificationEmail: otherMailbox.sender("verification") },
    });
    await t.signUp({ email: "ada@example.com" });
    await other.signUp({ email: "ada@example.com" });
    await other.json("/send-verification-email", {
      body: { email: "ada@example.com" },
      cookies: null,
    });
    const { query } = linkTarget(otherMailbox.last("verification").url);
    const answer = await t.json("/verify-email", {
      query: { token: query.token ?? "" },
      cookies: null,
    });
    expect(answer.status).toBe(401);
    expect(answer.data).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("user_not_found when the account is gone", async () => {
    const { t, mailbox } = await setup({}, { user: { deleteUser: { enabled: true } } });
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    const mail = await sendFor(t, mailbox, "ada@example.com");
    const deleted = await t.json("/delete-user", { body: {}, cookies });
    expect(deleted.data).toMatchObject({ success: true });
    const json = await t.json("/verify-email", {
      query: { token: linkTarget(mail.url).query.token ?? "" },
      cookies: null,
    });
    expect(json.status).toBe(401);
    expect(json.data).toMatchObject({ code: "USER_NOT_FOUND" });
    const redirected = await follow(t, mail.url);
    expect(redirected.headers.get("location")).toBe("/?error=user_not_found");
  });

  it("requires the token query parameter (400 VALIDATION_ERROR naming it)", async () => {
    const { t } = await setup();
    const answer = await t.json("/verify-email", { cookies: null });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: "VALIDATION_ERROR", field: "token" });
  });

  it("autoSignInAfterVerification starts a session in the browser that follows the link", async () => {
    const { t, mailbox } = await setup(
      { autoSignInAfterVerification: true, sendOnSignUp: true },
      { emailAndPassword: { enabled: true, requireEmailVerification: true } },
    );
    const signUp = await t.signUp({ email: "ada@example.com" });
    // No session yet; only the mark that this browser chose the password.
    expect(signUp.cookies.names()).toEqual(["tollgate.password_set_here"]);
    const browser = t.newBrowser();
    const response = await follow(t, mailbox.last("verification").url, browser);
    expect(response.status).toBe(302);
    const session = await t.json<UserAnswer>("/get-session", { cookies: browser });
    expect(session.data.user).toMatchObject({ email: "ada@example.com", emailVerified: true });
    const replay = t.newBrowser();
    await follow(t, mailbox.last("verification").url, replay);
    expect(replay.names()).toEqual([]);
  });

  it("without autoSignInAfterVerification no session is created", async () => {
    const { t, mailbox } = await setup(
      { sendOnSignUp: true },
      {
        emailAndPassword: { enabled: true, requireEmailVerification: true },
      },
    );
    await t.signUp({ email: "ada@example.com" });
    const browser = t.newBrowser();
    await follow(t, mailbox.last("verification").url, browser);
    expect(browser.names()).toEqual([]);
  });

  it("calls onEmailVerification with the verified user", async () => {
    const verified: string[] = [];
    const { t, mailbox } = await setup({
      onEmailVerification: (user: { email: string; emailVerified: boolean }) => {
        verified.push(`${user.email}:${user.emailVerified}`);
      },
    });
    await t.signUp({ email: "ada@example.com" });
    await follow(t, (await sendFor(t, mailbox, "ada@example.com")).url);
    expect(verified).toEqual(["ada@example.com:true"]);
  });
});

describe("sendOnSignUp / sendOnSignIn", () => {
  it("sendOnSignUp mails the new, unverified user", async () => {
    const { t, mailbox } = await setup({ sendOnSignUp: true });
    await t.request("/sign-up/email", {
      body: {
        email: "ada@example.com",
        password: "correct horse battery",
        name: "Ada",
        callbackURL: "/hi",
      },
      cookies: null,
    });
    const mail = mailbox.last("verification");
    expect(mail.to).toBe("ada@example.com");
    expect(linkTarget(mail.url).query.callbackURL).toBe("/hi");
  });

  it("does not mail on sign-up when sendOnSignUp is off", async () => {
    const { t, mailbox } = await setup();
    await t.signUp({ email: "ada@example.com" });
    expect(mailbox.count("verification")).toBe(0);
  });

  it("a failed sign-up mail leaves no account behind", async () => {
    let fail = true;
    const mailbox = createMailbox();
    const t = await createTestAuth({
      emailVerification: {
        sendOnSignUp: true,
        sendVerificationEmail: async (data: MailRequest) => {
          if (fail) throw new Error("smtp down");
          await mailbox.sender("verification")(data);
        },
      },
    });
    const body = { email: "ada@example.com", password: "correct horse battery", name: "Ada" };
    const failed = await t.json("/sign-up/email", { body, cookies: null });
    expect(failed.status).toBe(500);
    expect(failed.data).toMatchObject({ code: "FAILED_TO_SEND_EMAIL" });
    fail = false;
    const retried = await t.json("/sign-up/email", { body, cookies: null });
    expect(retried.status).toBe(200);
    expect(mailbox.count("verification")).toBe(1);
  });

  it("sendOnSignIn mails when requireEmailVerification blocks the sign-in", async () => {
    const { t, mailbox } = await setup(
      { sendOnSignIn: true },
      { emailAndPassword: { enabled: true, requireEmailVerification: true } },
    );
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    expect(mailbox.count("verification")).toBe(0);
    const blocked = await t.json("/sign-in/email", {
      body: { email: "ada@example.com", password: "correct horse battery" },
      cookies: null,
    });
    expect(blocked.status).toBe(403);
    expect(blocked.data).toMatchObject({ message: "Email not verified" });
    expect(mailbox.count("verification")).toBe(1);
    // Followed in the browser that signed up: the password it chose stays.
    await follow(t, mailbox.last("verification").url, cookies);
    const signedIn = await t.signIn({
      email: "ada@example.com",
      password: "correct horse battery",
    });
    expect(signedIn.response.status).toBe(200);
  });
});
