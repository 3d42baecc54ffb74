import type { AuthOptions, PasswordHasher } from "@tollgate/auth-server";
// The core's test databases (SQLite always, PostgreSQL and MySQL when their URLs are set) and
// its recording mailbox.
import {
  createMailbox,
  createTestAuth,
  follow,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { username } from "../src/index";

const PASSWORD = "correct horse battery";
const INVALID = { code: "INVALID_USERNAME_OR_PASSWORD", message: "invalid username or password" };
const NOT_VERIFIED = { code: "EMAIL_NOT_VERIFIED", message: "email not verified" };

/** A hasher (configuration, like any application's) that records every verification. */
function countingHasher() {
  const verifications: { hash: string; password: string }[] = [];
  const hasher: PasswordHasher = {
    hash: async (password) => `plain:${password}`,
    verify: async ({ hash, password }) => {
      verifications.push({ hash, password });
      return hash === `plain:${password}`;
    },
  };
  return { hasher, verifications };
}

describe.each(testDatabases())(
  "username sign-in through the core's password path ($name)",
  (target) => {
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    async function open(options: Partial<AuthOptions> = {}) {
      database = await target.open();
      return createTestAuth({
        plugins: [username()],
        database: { db: database.db, type: database.dialect },
        ...options,
      });
    }

    async function requiringVerification(sendOnSignIn: boolean) {
      const mailbox = createMailbox();
      const t = await open({
        // A cheap hasher: these tests are about the mail, and scrypt would only slow them down.
        emailAndPassword: {
          enabled: true,
          requireEmailVerification: true,
          password: countingHasher().hasher,
        },
        emailVerification: { sendOnSignIn, sendVerificationEmail: mailbox.sender("verification") },
      });
      const { cookies } = await t.signUp({
        email: "grace@example.com",
        username: "Grace",
        password: PASSWORD,
      });
      return { t, mailbox, signUpBrowser: cookies };
    }

    const signIn = (
      t: Awaited<ReturnType<typeof open>>,
      body: { username: string; password: string },
    ) => t.json("/sign-in/username", { body, cookies: t.newBrowser() });

    it("sendOnSignIn: a sign-in blocked by requireEmailVerification mails a verification link that unblocks it", async () => {
      const { t, mailbox, signUpBrowser } = await requiringVerification(true);
      expect(mailbox.count("verification")).toBe(0);

      const blocked = await signIn(t, { username: "grace", password: PASSWORD });
      expect(blocked.status).toBe(403);
      expect(blocked.data).toEqual(NOT_VERIFIED);
      expect(mailbox.count("verification")).toBe(1);
      expect(mailbox.last("verification").to).toBe("grace@example.com");

      // The body has no callbackURL: the link leads to "/" once verified, as the core's links do.
      // Followed in the browser that signed up, so the password chosen there stays.
      const followed = await follow(t, mailbox.last("verification").url, signUpBrowser);
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toBe("/");
      const signedIn = await signIn(t, { username: "grace", password: PASSWORD });
      expect(signedIn.status).toBe(200);
    });

    it("without sendOnSignIn a blocked username sign-in mails nothing", async () => {
      const { t, mailbox } = await requiringVerification(false);
      const blocked = await signIn(t, { username: "grace", password: PASSWORD });
      expect(blocked.status).toBe(403);
      expect(blocked.data).toEqual(NOT_VERIFIED);
      expect(mailbox.count("verification")).toBe(0);
    });

    it("a wrong password for an unverified user answers 401 and mails nothing (only the owner triggers the mail)", async () => {
      const { t, mailbox } = await requiringVerification(true);
      const wrong = await signIn(t, { username: "grace", password: "not her password" });
      expect(wrong.status).toBe(401);
      expect(wrong.data).toEqual(INVALID);
      expect(mailbox.count("verification")).toBe(0);
    });

    it("an unknown username costs exactly one password verification, against a decoy hash, like a wrong password", async () => {
      const { hasher, verifications } = countingHasher();
      const t = await open({ emailAndPassword: { enabled: true, password: hasher } });
      await t.signUp({ email: "ada@example.com", username: "ada", password: PASSWORD });

      verifications.length = 0;
      const unknown = await signIn(t, { username: "nobody", password: "guess-one" });
      expect(unknown.status).toBe(401);
      expect(unknown.data).toEqual(INVALID);
      expect(verifications).toHaveLength(1);
      expect(verifications[0]?.password).toBe("guess-one");
      expect(verifications[0]?.hash).not.toBe(`plain:${PASSWORD}`);

      verifications.length = 0;
      const wrong = await signIn(t, { username: "ada", password: "guess-two" });
      expect(wrong.status).toBe(401);
      expect(wrong.data).toEqual(INVALID);
      expect(verifications).toEqual([{ hash: `plain:${PASSWORD}`, password: "guess-two" }]);
    });

    it("a user with this username but no password costs one decoy verification and answers like a wrong password", async () => {
      const { hasher, verifications } = countingHasher();
      const t = await open({ emailAndPassword: { enabled: true, password: hasher } });
      const context = await t.auth.$context;
      await context.internalAdapter.createUser({
        email: "social@example.com",
        name: "Social Only",
        username: "social_only",
      });

      const answer = await signIn(t, { username: "social_only", password: "guess" });
      expect(answer.status).toBe(401);
      expect(answer.data).toEqual(INVALID);
      expect(verifications).toHaveLength(1);
      expect(verifications[0]?.password).toBe("guess");
    });
  },
);
