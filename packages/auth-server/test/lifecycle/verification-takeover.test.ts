import { createMailbox, createTestAuth, follow, linkTarget } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { raceDatabases } from "./databases";

// Issue 19, item 11: the pre-registration takeover. Someone signs up with the owner's address and
// a password of their own; the owner follows the verification link. Afterwards neither the
// earlier sessions nor that password may still work.
const ATTACKER_PASSWORD = "attacker knows this one";
type SessionAnswer = { user: { email: string; emailVerified: boolean } } | null;

describe.each(raceDatabases)("verifying an address through a link, on $name", ({ open }) => {
  async function setup(
    emailVerification: Record<string, unknown> = {},
    requireEmailVerification = false,
  ) {
    const databases = await open();
    const mailbox = createMailbox();
    const t = await createTestAuth({
      database: databases.first,
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: true,
        sendVerificationEmail: mailbox.sender("verification"),
        ...emailVerification,
      },
      emailAndPassword: {
        enabled: true,
        requireEmailVerification,
        sendResetPassword: mailbox.sender("reset-password"),
      },
    });
    return { t, mailbox, close: () => databases.close() };
  }

  it("in another browser: ends earlier sessions and clears the password set before", async () => {
    const { t, mailbox, close } = await setup();
    try {
      const attacker = await t.signUp({ email: "owner@example.com", password: ATTACKER_PASSWORD });
      const owner = t.newBrowser();
      const followed = await follow(t, mailbox.last("verification").url, owner);
      expect(followed.headers.get("location")).toBe("/?password_reset_required=true");

      const attackerSession = await t.json<SessionAnswer>("/get-session", {
        query: { disableCookieCache: "true" },
        cookies: attacker.cookies,
      });
      expect(attackerSession.data).toBeNull();
      const attackerSignIn = await t.json("/sign-in/email", {
        body: { email: "owner@example.com", password: ATTACKER_PASSWORD },
        cookies: t.newBrowser(),
      });
      expect(attackerSignIn.status).toBe(401);

      const ownerSession = await t.json<SessionAnswer>("/get-session", { cookies: owner });
      expect(ownerSession.data?.user).toMatchObject({ emailVerified: true });
      // The owner sets a password of their own through the reset mail.
      await t.json("/forget-password", { body: { email: "owner@example.com" }, cookies: null });
      const { path } = linkTarget(mailbox.last("reset-password").url);
      const token = path.split("/").at(-1) ?? "";
      const reset = await t.json("/reset-password", {
        body: { token, newPassword: "the owner's own password" },
        cookies: null,
      });
      expect(reset.status).toBe(200);
      const ownerSignIn = await t.json("/sign-in/email", {
        body: { email: "owner@example.com", password: "the owner's own password" },
        cookies: t.newBrowser(),
      });
      expect(ownerSignIn.status).toBe(200);
    } finally {
      await close();
    }
  });

  it("answers JSON passwordResetRequired when followed without a callbackURL", async () => {
    const { t, mailbox, close } = await setup({ autoSignInAfterVerification: false });
    try {
      await t.signUp({ email: "owner@example.com", password: ATTACKER_PASSWORD });
      const answer = await t.json("/verify-email", {
        query: { token: mailbox.last("verification").token },
        cookies: t.newBrowser(),
      });
      expect(answer.data).toMatchObject({ status: true, passwordResetRequired: true });
    } finally {
      await close();
    }
  });

  it("in the browser signed in as the user: keeps the password, renews that browser's session", async () => {
    const { t, mailbox, close } = await setup();
    try {
      const { cookies } = await t.signUp({
        email: "self@example.com",
        password: ATTACKER_PASSWORD,
      });
      const other = await t.signIn(
        { email: "self@example.com", password: ATTACKER_PASSWORD },
        t.newBrowser(),
      );
      const before = cookies.header();
      const followed = await follow(t, mailbox.last("verification").url, cookies);
      expect(followed.headers.get("location")).toBe("/");
      expect(cookies.header()).not.toBe(before);
      const here = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(here.data?.user).toMatchObject({ emailVerified: true });
      const elsewhere = await t.json<SessionAnswer>("/get-session", {
        query: { disableCookieCache: "true" },
        cookies: other.cookies,
      });
      expect(elsewhere.data).toBeNull();
      const signIn = await t.json("/sign-in/email", {
        body: { email: "self@example.com", password: ATTACKER_PASSWORD },
        cookies: t.newBrowser(),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await close();
    }
  });

  it("in the browser that signed up (no session: verification required): keeps the password", async () => {
    const { t, mailbox, close } = await setup({}, true);
    try {
      const signUpBrowser = t.newBrowser();
      const email = "newcomer@example.com";
      const signUp = await t.signUp({ email, password: ATTACKER_PASSWORD }, signUpBrowser);
      expect(signUp.response.status).toBe(200);
      const followed = await follow(t, mailbox.last("verification").url, signUpBrowser);
      expect(followed.headers.get("location")).toBe("/");
      const signIn = await t.json("/sign-in/email", {
        body: { email, password: ATTACKER_PASSWORD },
        cookies: t.newBrowser(),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await close();
    }
  });

  it("keepPasswordSetBeforeVerification keeps the password; earlier sessions still end", async () => {
    const { t, mailbox, close } = await setup({ keepPasswordSetBeforeVerification: true });
    try {
      const first = await t.signUp({ email: "keep@example.com", password: ATTACKER_PASSWORD });
      const followed = await follow(t, mailbox.last("verification").url, t.newBrowser());
      expect(followed.headers.get("location")).toBe("/");
      const earlier = await t.json<SessionAnswer>("/get-session", {
        query: { disableCookieCache: "true" },
        cookies: first.cookies,
      });
      expect(earlier.data).toBeNull();
      const signIn = await t.json("/sign-in/email", {
        body: { email: "keep@example.com", password: ATTACKER_PASSWORD },
        cookies: t.newBrowser(),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await close();
    }
  });
});
