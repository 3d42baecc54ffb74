import type { MailRequest } from "@tollgate/auth-server";
import {
  type CookieCarrier,
  createMailbox,
  createTestAuth,
  follow,
  linkTarget,
} from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { raceDatabases } from "./databases";

const PASSWORD = "correct horse battery";
type SessionAnswer = { user: { id: string; email: string; emailVerified: boolean } } | null;

async function setup(options: { verificationMail?: boolean; confirmationMail?: boolean } = {}) {
  const mailbox = createMailbox();
  const t = await createTestAuth({
    emailVerification:
      options.verificationMail === false
        ? {}
        : { sendVerificationEmail: mailbox.sender("verification") },
    user: {
      changeEmail: {
        enabled: true,
        ...(options.confirmationMail === false
          ? {}
          : { sendChangeEmailVerification: mailbox.sender("change-email") }),
      },
    },
  });
  return { t, mailbox };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** A signed-in user whose current address is verified. */
/** What verifiedUser needs of a test server, whatever its options. */
interface Harness {
  t: {
    signUp(user: { email: string; password: string }): Promise<{ user: { id: string } }>;
    signIn(credentials: { email: string; password: string }): Promise<{ cookies: CookieCarrier }>;
    auth: {
      $context: Promise<{
        internalAdapter: {
          updateUser(id: string, data: { emailVerified: boolean }): Promise<unknown>;
        };
      }>;
    };
  };
}

async function verifiedUser({ t }: Harness, email: string) {
  const { user } = await t.signUp({ email, password: PASSWORD });
  const context = await t.auth.$context;
  await context.internalAdapter.updateUser(user.id, { emailVerified: true });
  const { cookies } = await t.signIn({ email, password: PASSWORD });
  return { user, cookies };
}

async function storedEmail(t: Setup["t"], userId: string) {
  const context = await t.auth.$context;
  const user = await context.internalAdapter.findUserById(userId);
  return user && { email: user.email, emailVerified: user.emailVerified };
}

describe("POST /change-email, current address unverified", () => {
  it("changes now, mails a verification to the new address first, and updates the session", async () => {
    const { t, mailbox } = await setup();
    const { cookies, user } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "New@Example.com", callbackURL: "/settings" },
      cookies,
    });
    expect(answer).toMatchObject({ status: 200, data: { status: true } });
    expect(await storedEmail(t, user.id)).toEqual({
      email: "new@example.com",
      emailVerified: false,
    });
    const session = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(session.data?.user.email).toBe("new@example.com");
    const mail = mailbox.last("verification");
    expect(mail.to).toBe("new@example.com");
    expect(linkTarget(mail.url).query.callbackURL).toBe("/settings");
    expect((await follow(t, mail.url, cookies)).headers.get("location")).toBe("/settings");
    expect(await storedEmail(t, user.id)).toEqual({
      email: "new@example.com",
      emailVerified: true,
    });
  });

  it("changes without a mail when no verification sender is configured", async () => {
    const { t, mailbox } = await setup({ verificationMail: false });
    const { cookies, user } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies,
    });
    expect(answer.data).toEqual({ status: true });
    expect((await storedEmail(t, user.id))?.email).toBe("new@example.com");
    expect(mailbox.mails).toEqual([]);
  });

  it("a failed verification mail leaves the address unchanged (500 'Failed to send email')", async () => {
    const t = await createTestAuth({
      emailVerification: {
        sendVerificationEmail: () => {
          throw new Error("smtp down");
        },
      },
      user: { changeEmail: { enabled: true } },
    });
    const { cookies, user } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies,
    });
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({ message: "Failed to send email" });
    const context = await t.auth.$context;
    expect((await context.internalAdapter.findUserById(user.id))?.email).toBe("old@example.com");
  });
});

describe("POST /change-email, current address verified", () => {
  it("mails a confirmation to the CURRENT address; the change happens when it is followed", async () => {
    const setupResult = await setup();
    const { t, mailbox } = setupResult;
    const { user, cookies } = await verifiedUser(setupResult, "old@example.com");
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com", callbackURL: "/settings" },
      cookies,
    });
    expect(answer.data).toEqual({ status: true });
    expect(await storedEmail(t, user.id)).toEqual({
      email: "old@example.com",
      emailVerified: true,
    });
    const confirmation = mailbox.last("change-email");
    expect(confirmation).toMatchObject({ to: "old@example.com", newEmail: "new@example.com" });
    expect(confirmation.url).toBe(
      `http://localhost:3000/api/auth/verify-email?token=${confirmation.token}&callbackURL=%2Fsettings`,
    );

    const followed = await follow(t, confirmation.url, cookies);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/settings");
    expect(await storedEmail(t, user.id)).toEqual({
      email: "new@example.com",
      emailVerified: false,
    });
    const session = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(session.data?.user).toMatchObject({ email: "new@example.com", emailVerified: false });

    const verification = mailbox.last("verification");
    expect(verification.to).toBe("new@example.com");
    await follow(t, verification.url);
    expect(await storedEmail(t, user.id)).toEqual({
      email: "new@example.com",
      emailVerified: true,
    });
  });

  it("answers JSON { status, user } when the confirmation has no callbackURL", async () => {
    const setupResult = await setup();
    const { t, mailbox } = setupResult;
    const { cookies } = await verifiedUser(setupResult, "old@example.com");
    await t.json("/change-email", { body: { newEmail: "new@example.com" }, cookies });
    const { query } = linkTarget(mailbox.last("change-email").url);
    const answer = await t.json("/verify-email", { query: { token: query.token ?? "" }, cookies });
    expect(answer.data).toMatchObject({ status: true, user: { email: "new@example.com" } });
  });

  it("the confirmation needs the owner's session: 401 UNAUTHORIZED / error=unauthorized", async () => {
    const setupResult = await setup();
    const { t, mailbox } = setupResult;
    const { user, cookies } = await verifiedUser(setupResult, "old@example.com");
    await t.json("/change-email", { body: { newEmail: "new@example.com" }, cookies });
    const url = mailbox.last("change-email").url;
    const anonymous = await follow(t, url);
    expect(anonymous.headers.get("location")).toBe("/?error=unauthorized");
    const stranger = (await t.signUp({ email: "stranger@example.com" })).cookies;
    const json = await t.json("/verify-email", {
      query: { token: linkTarget(url).query.token ?? "" },
      cookies: stranger,
    });
    expect(json.status).toBe(401);
    expect(json.data).toMatchObject({ code: "UNAUTHORIZED", message: "unauthorized" });
    expect((await storedEmail(t, user.id))?.email).toBe("old@example.com");
  });

  it("the new address must still be free when the confirmation is followed", async () => {
    const setupResult = await setup();
    const { t, mailbox } = setupResult;
    const { user, cookies } = await verifiedUser(setupResult, "old@example.com");
    await t.json("/change-email", { body: { newEmail: "new@example.com" }, cookies });
    await t.signUp({ email: "new@example.com" });
    const { url } = mailbox.last("change-email");
    const followed = await follow(t, url, cookies);
    expect(followed.headers.get("location")).toBe("/?error=couldnt_update_your_email");
    expect((await storedEmail(t, user.id))?.email).toBe("old@example.com");
    // The refusal did not spend the link: with the address free again, it makes the change.
    const { internalAdapter } = await t.auth.$context;
    const holder = await internalAdapter.findUserByEmail("new@example.com");
    await internalAdapter.deleteUser(holder?.id ?? "");
    await follow(t, url, cookies);
    expect((await storedEmail(t, user.id))?.email).toBe("new@example.com");
  });

  it("answers 400 'Verification email isn't enabled' without sendChangeEmailVerification", async () => {
    const setupResult = await setup({ confirmationMail: false });
    const { cookies } = await verifiedUser(setupResult, "old@example.com");
    const answer = await setupResult.t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ message: "Verification email isn't enabled" });
  });

  it("a failing confirmation sender answers 500 'Failed to send email'", async () => {
    const t = await createTestAuth({
      user: {
        changeEmail: {
          enabled: true,
          sendChangeEmailVerification: (_data: MailRequest & { newEmail: string }) => {
            throw new Error("smtp down");
          },
        },
      },
    });
    const { cookies } = await verifiedUser({ t }, "old@example.com");
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies,
    });
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({ code: "FAILED_TO_SEND_EMAIL" });
  });
});

describe("POST /change-email errors", () => {
  it("answers 400 'Change email is disabled' when user.changeEmail is off", async () => {
    const t = await createTestAuth();
    const { cookies } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      code: "CHANGE_EMAIL_DISABLED",
      message: "Change email is disabled",
    });
  });

  it("requires a session (401)", async () => {
    const { t } = await setup();
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies: null,
    });
    expect(answer.status).toBe(401);
  });

  it("answers 400 'Invalid email' naming newEmail", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", { body: { newEmail: "not an email" }, cookies });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ message: "Invalid email", field: "newEmail" });
  });

  it("answers 400 'Email is the same' (compared lowercased)", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "OLD@example.com" },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: "EMAIL_IS_THE_SAME", message: "Email is the same" });
  });

  it('answers 400 "Couldn\'t update your email" for a taken address, and sends nothing', async () => {
    const { t, mailbox } = await setup();
    const { cookies } = await t.signUp({ email: "old@example.com" });
    await t.signUp({ email: "taken@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "taken@example.com" },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      code: "COULDNT_UPDATE_YOUR_EMAIL",
      message: "Couldn't update your email",
      field: "newEmail",
    });
    expect(mailbox.mails).toEqual([]);
  });

  it('answers 400 "Couldn\'t update your email" when the address is taken after it was found free (the unique index decides), changing nothing', async () => {
    // The verification mail to the new address goes out before the change: the address is
    // taken while it is sent.
    const meanwhile = { take: async () => {} };
    const t = await createTestAuth({
      emailVerification: {
        sendVerificationEmail: async ({ user }: { user: { email: string } }) => {
          if (user.email === "late@example.com") await meanwhile.take();
        },
      },
      user: { changeEmail: { enabled: true } },
    });
    meanwhile.take = async () => void (await t.signUp({ email: "late@example.com" }));
    const { user, cookies } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "late@example.com" },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      code: "COULDNT_UPDATE_YOUR_EMAIL",
      message: "Couldn't update your email",
      field: "newEmail",
    });
    expect(await storedEmail(t, user.id)).toEqual({
      email: "old@example.com",
      emailVerified: false,
    });
  });

  it("refuses an untrusted absolute callbackURL with 403 'Invalid callbackURL'", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "old@example.com" });
    const answer = await t.json("/change-email", {
      body: { newEmail: "new@example.com", callbackURL: "https://evil.example/" },
      cookies,
    });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ message: "Invalid callbackURL" });
  });
});

describe.each(raceDatabases)("change-email confirmation race on $name", ({ open }) => {
  it("three concurrent uses of one confirmation link: exactly one changes, one mail", async () => {
    const databases = await open();
    try {
      const mailbox = createMailbox();
      const options = {
        emailVerification: { sendVerificationEmail: mailbox.sender("verification") },
        user: {
          changeEmail: {
            enabled: true,
            sendChangeEmailVerification: mailbox.sender("change-email"),
          },
        },
      };
      const first = await createTestAuth({ ...options, database: databases.first });
      const second = await createTestAuth({ ...options, database: databases.second });
      const { user, cookies } = await verifiedUser({ t: first }, "old@example.com");
      await first.json("/change-email", { body: { newEmail: "new@example.com" }, cookies });
      const query = { token: mailbox.last("change-email").token };
      const cookie = cookies.header() ?? "";
      const answers = await Promise.all(
        [first, second, first].map((t) =>
          t.json("/verify-email", { query, cookies: null, headers: { cookie } }),
        ),
      );
      // The losers find the token spent (401) or, once the winner is through, the address taken (400).
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400 || status === 401)).toHaveLength(2);
      expect(mailbox.count("verification")).toBe(1);
      expect(mailbox.last("verification").to).toBe("new@example.com");
      const stored = await (await first.auth.$context).internalAdapter.findUserById(user.id);
      expect(stored).toMatchObject({ email: "new@example.com", emailVerified: false });
    } finally {
      await databases.close();
    }
  });
});
