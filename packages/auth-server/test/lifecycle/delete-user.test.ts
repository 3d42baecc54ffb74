import type { MailRequest } from "@tollgate/auth-server";
import { createMailbox, createTestAuth, follow, linkTarget } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { raceDatabases } from "./databases";

const PASSWORD = "correct horse battery";

async function setup(deleteUser: Record<string, unknown> = {}, session: object = {}) {
  const mailbox = createMailbox();
  const events: string[] = [];
  const t = await createTestAuth({
    session,
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: (user: { email: string }) => {
          events.push(`before:${user.email}`);
        },
        afterDelete: (user: { email: string }) => {
          events.push(`after:${user.email}`);
        },
        ...deleteUser,
      },
    },
  });
  return { t, mailbox, events };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function userExists(t: Setup["t"], userId: string): Promise<boolean> {
  const context = await t.auth.$context;
  return (await context.internalAdapter.findUserById(userId)) !== null;
}

async function rowCounts(t: Setup["t"], userId: string) {
  const context = await t.auth.$context;
  const byUser = [{ field: "userId", value: userId }];
  return {
    sessions: await context.adapter.count({ model: "session", where: byUser }),
    accounts: await context.adapter.count({ model: "account", where: byUser }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /delete-user, immediate", () => {
  it("removes the user, sessions and accounts, clears cookies, runs both callbacks", async () => {
    const { t, events } = await setup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    await t.signIn({ email: "ada@example.com", password: PASSWORD });
    const answer = await t.json("/delete-user", { body: {}, cookies });
    expect(answer).toMatchObject({ status: 200, data: { success: true, message: "User deleted" } });
    expect(cookies.names()).toEqual([]);
    expect(await userExists(t, user.id)).toBe(false);
    expect(await rowCounts(t, user.id)).toEqual({ sessions: 0, accounts: 0 });
    expect(events).toEqual(["before:ada@example.com", "after:ada@example.com"]);
    const signIn = await t.signIn({ email: "ada@example.com", password: PASSWORD });
    expect(signIn.response.status).toBe(401);
  });

  it("a beforeDelete that throws stops the deletion", async () => {
    const { t } = await setup({
      beforeDelete: () => {
        throw new Error("not today");
      },
    });
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    const answer = await t.request("/delete-user", { body: {}, cookies });
    expect(answer.ok).toBe(false);
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("a given password must match: 400 'Invalid password'", async () => {
    const { t } = await setup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const answer = await t.json("/delete-user", { body: { password: "wrong password" }, cookies });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: "INVALID_PASSWORD", message: "Invalid password" });
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("a password given by a user without one answers 400 'Credential account not found'", async () => {
    const { t } = await setup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const context = await t.auth.$context;
    for (const account of await context.internalAdapter.findAccounts(user.id))
      await context.internalAdapter.deleteAccount(account.id);
    const answer = await t.json("/delete-user", { body: { password: PASSWORD }, cookies });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ message: "Credential account not found" });
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("without a password a stale session is refused: 400 'Session expired. Re-authenticate…'", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t } = await setup({}, { freshAge: 60 });
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    vi.setSystemTime(Date.now() + 120_000);
    const stale = await t.json("/delete-user", { body: {}, cookies });
    expect(stale.status).toBe(400);
    expect(stale.data).toMatchObject({
      code: "SESSION_EXPIRED",
      message: "Session expired. Re-authenticate to perform this action.",
    });
    expect(await userExists(t, user.id)).toBe(true);
    const withPassword = await t.json("/delete-user", { body: { password: PASSWORD }, cookies });
    expect(withPassword.data).toEqual({ success: true, message: "User deleted" });
  });

  it("answers 404 'Delete user is disabled' when user.deleteUser is off", async () => {
    const t = await createTestAuth();
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/delete-user", { body: {}, cookies });
    expect(answer.status).toBe(404);
    expect(answer.data).toMatchObject({
      code: "DELETE_USER_DISABLED",
      message: "Delete user is disabled",
    });
    const context = await t.auth.$context;
    expect(await context.internalAdapter.findUserById(user.id)).not.toBeNull();
    const callback = await t.json("/delete-user/callback", { query: { token: "x" }, cookies });
    expect(callback.status).toBe(404);
  });

  it("requires a session (401)", async () => {
    const { t } = await setup();
    const answer = await t.json("/delete-user", { body: {}, cookies: null });
    expect(answer.status).toBe(401);
  });
});

describe("POST /delete-user with sendDeleteAccountVerification", () => {
  async function mailSetup(extra: Record<string, unknown> = {}) {
    const mailbox = createMailbox();
    const result = await setup({
      sendDeleteAccountVerification: mailbox.sender("delete-account"),
      ...extra,
    });
    return { ...result, mailbox };
  }

  it("mails a link; following it signed in deletes the account and redirects", async () => {
    const { t, mailbox, events } = await mailSetup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/delete-user", { body: { callbackURL: "/goodbye" }, cookies });
    expect(answer.data).toEqual({ success: true, message: "Verification email sent" });
    expect(await userExists(t, user.id)).toBe(true);
    expect(events).toEqual([]);
    const mail = mailbox.last("delete-account");
    expect(mail.to).toBe("ada@example.com");
    expect(mail.token).toMatch(/^[0-9a-z]{32}$/);
    expect(mail.url).toBe(
      `http://localhost:3000/api/auth/delete-user/callback?token=${mail.token}&callbackURL=%2Fgoodbye`,
    );
    const followed = await follow(t, mail.url, cookies);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/goodbye");
    expect(cookies.names()).toEqual([]);
    expect(await userExists(t, user.id)).toBe(false);
    expect(await rowCounts(t, user.id)).toEqual({ sessions: 0, accounts: 0 });
    expect(events).toEqual(["before:ada@example.com", "after:ada@example.com"]);
  });

  it("the callback answers JSON { success, message } without a callbackURL", async () => {
    const { t, mailbox } = await mailSetup();
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    await t.json("/delete-user", { body: {}, cookies });
    const answer = await t.json("/delete-user/callback", {
      query: { token: mailbox.last("delete-account").token },
      cookies,
    });
    expect(answer).toMatchObject({ status: 200, data: { success: true, message: "User deleted" } });
  });

  it("a token in the POST body deletes directly", async () => {
    const { t, mailbox } = await mailSetup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    await t.json("/delete-user", { body: {}, cookies });
    const answer = await t.json("/delete-user", {
      body: { token: mailbox.last("delete-account").token },
      cookies,
    });
    expect(answer.data).toEqual({ success: true, message: "User deleted" });
    expect(await userExists(t, user.id)).toBe(false);
  });

  it("a token belongs to its user: someone else's is refused and stays usable by its owner", async () => {
    const { t, mailbox } = await mailSetup();
    const owner = await t.signUp({ email: "ada@example.com" });
    const other = await t.signUp({ email: "eve@example.com" });
    await t.json("/delete-user", { body: {}, cookies: owner.cookies });
    const mail = mailbox.last("delete-account");
    const json = await t.json("/delete-user/callback", {
      query: { token: mail.token },
      cookies: other.cookies,
    });
    expect(json.status).toBe(404);
    expect(json.data).toMatchObject({ code: "INVALID_TOKEN", message: "invalid token" });
    const redirected = await t.request("/delete-user/callback", {
      query: { token: mail.token, callbackURL: "/bye" },
      cookies: other.cookies,
    });
    expect(redirected.headers.get("location")).toBe("/bye?error=INVALID_TOKEN");
    expect(await userExists(t, other.user.id)).toBe(true);
    const ownUse = await follow(t, mail.url, owner.cookies);
    expect(ownUse.headers.get("location")).toBe("/");
    expect(await userExists(t, owner.user.id)).toBe(false);
  });

  it("the callback needs a session: 401, or error=NOT_AUTHENTICATED on the callbackURL", async () => {
    const { t, mailbox } = await mailSetup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    await t.json("/delete-user", { body: { callbackURL: "/bye" }, cookies });
    const mail = mailbox.last("delete-account");
    const redirected = await follow(t, mail.url);
    expect(redirected.headers.get("location")).toBe("/bye?error=NOT_AUTHENTICATED");
    const json = await t.json("/delete-user/callback", {
      query: { token: mail.token },
      cookies: null,
    });
    expect(json.status).toBe(401);
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("tokens expire after 86400 s by default", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, mailbox } = await mailSetup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    await t.json("/delete-user", { body: {}, cookies });
    vi.setSystemTime(Date.now() + 86_401_000);
    const followed = await follow(t, mailbox.last("delete-account").url, cookies);
    expect(followed.headers.get("location")).toBe("/?error=INVALID_TOKEN");
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("honours deleteTokenExpiresIn", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { t, mailbox } = await mailSetup({ deleteTokenExpiresIn: 300 });
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    await t.json("/delete-user", { body: {}, cookies });
    vi.setSystemTime(Date.now() + 299_000);
    const mail = mailbox.last("delete-account");
    const before = await t.json("/delete-user", { body: { token: "0".repeat(32) }, cookies });
    expect(before.status).toBe(404);
    vi.setSystemTime(Date.now() + 2_000);
    const after = await t.json("/delete-user/callback", { query: { token: mail.token }, cookies });
    expect(after.status).toBe(404);
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("a failed send answers 500 'Failed to send email' and leaves no token behind", async () => {
    const { t } = await setup({
      sendDeleteAccountVerification: (_data: MailRequest) => {
        throw new Error("smtp down");
      },
    });
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/delete-user", { body: {}, cookies });
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({ message: "Failed to send email" });
    const context = await t.auth.$context;
    expect(await context.adapter.count({ model: "verification" })).toBe(0);
    expect(await userExists(t, user.id)).toBe(true);
  });

  it("refuses an untrusted absolute callbackURL with 403 'Invalid callbackURL'", async () => {
    const { t, mailbox } = await mailSetup();
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/delete-user", {
      body: { callbackURL: "https://evil.example/" },
      cookies,
    });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ message: "Invalid callbackURL" });
    expect(mailbox.mails).toEqual([]);
    const callback = await t.request("/delete-user/callback", {
      query: { token: "x", callbackURL: "https://evil.example/" },
      cookies,
    });
    expect(callback.status).toBe(403);
  });
});

describe.each(raceDatabases)("deletion token race on $name", ({ open }) => {
  it("two concurrent uses of one deletion token: exactly one deletes", async () => {
    const databases = await open();
    try {
      const mailbox = createMailbox();
      let deletions = 0;
      const options = {
        user: {
          deleteUser: {
            enabled: true,
            sendDeleteAccountVerification: mailbox.sender("delete-account"),
            beforeDelete: () => {
              deletions++;
            },
          },
        },
      };
      const first = await createTestAuth({ ...options, database: databases.first });
      const second = await createTestAuth({ ...options, database: databases.second });
      const { cookies, user } = await first.signUp({ email: "ada@example.com" });
      await first.json("/delete-user", { body: {}, cookies });
      const { path, query } = linkTarget(mailbox.last("delete-account").url);
      const cookieHeader = cookies.header() ?? "";
      const answers = await Promise.all(
        [first, second].map((t) =>
          t.json(path, { query, cookies: null, headers: { cookie: cookieHeader } }),
        ),
      );
      // Both answers redirect to callbackURL "/": a failure adds ?error=…, a success does not.
      const succeeded = answers.filter((answer) => answer.response.headers.get("location") === "/");
      expect(succeeded).toHaveLength(1);
      expect(deletions).toBe(1);
      const context = await first.auth.$context;
      expect(await context.internalAdapter.findUserById(user.id)).toBeNull();
    } finally {
      await databases.close();
    }
  });
});
