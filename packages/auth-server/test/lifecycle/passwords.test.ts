import { APIError } from "@tollgate/auth-server";
import { createMailbox, createTestAuth, follow, linkTarget } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { raceDatabases } from "./databases";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "tr0ub4dor & 3 more";

async function setup(emailAndPassword: Record<string, unknown> = {}, extra: object = {}) {
  const mailbox = createMailbox();
  const t = await createTestAuth({
    emailAndPassword: {
      enabled: true,
      sendResetPassword: mailbox.sender("reset-password"),
      ...emailAndPassword,
    },
    ...extra,
  });
  return { t, mailbox };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** What an adapter's deleteMany takes, as a hook in these tests calls it. */
type DeleteArgs = { model: string; where: { field: string; value: string }[] };

/** forget-password → the mailed link → the token the app's reset page receives. */
async function requestResetToken({ t, mailbox }: Setup, email: string, redirectTo = "/reset") {
  const answer = await t.json("/forget-password", { body: { email, redirectTo }, cookies: null });
  expect(answer.data).toEqual({ status: true });
  const mail = mailbox.last("reset-password");
  const landed = await follow(t, mail.url);
  expect(landed.status).toBe(302);
  const location = new URL(landed.headers.get("location") ?? "", "http://app.test");
  const token = location.searchParams.get("token");
  if (!token) throw new Error(`no token in ${location}`);
  return { mail, token };
}

interface SignsIn {
  signIn(credentials: { email: string; password: string }): Promise<{ response: Response }>;
}

async function canSignIn(t: SignsIn, email: string, password: string): Promise<boolean> {
  const { response } = await t.signIn({ email, password });
  return response.status === 200;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /forget-password → GET /reset-password/:token → POST /reset-password", () => {
  it("resets the password through the mailed link", async () => {
    const setupResult = await setup();
    const { t } = setupResult;
    await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const { mail, token } = await requestResetToken(setupResult, "ADA@example.com", "/reset");
    expect(mail.to).toBe("ada@example.com");
    expect(mail.token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(mail.url).toBe(
      `http://localhost:3000/api/auth/reset-password/${mail.token}?callbackURL=%2Freset`,
    );
    expect(token).toBe(mail.token);
    const reset = await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    expect(reset).toMatchObject({ status: 200, data: { status: true } });
    expect(await canSignIn(t, "ada@example.com", NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(t, "ada@example.com", PASSWORD)).toBe(false);
  });

  it("the link defaults callbackURL to / and keeps an existing query", async () => {
    const setupResult = await setup();
    const { t, mailbox } = setupResult;
    await t.signUp({ email: "ada@example.com" });
    await t.json("/forget-password", { body: { email: "ada@example.com" }, cookies: null });
    expect(linkTarget(mailbox.last("reset-password").url).query.callbackURL).toBe("/");
    await t.json("/forget-password", {
      body: { email: "ada@example.com", redirectTo: "/account?tab=security" },
      cookies: null,
    });
    const landed = await follow(t, mailbox.last("reset-password").url);
    expect(landed.headers.get("location")).toBe(
      `/account?tab=security&token=${mailbox.last("reset-password").token}`,
    );
  });

  it("POST /request-password-reset is the same flow", async () => {
    const { t, mailbox } = await setup();
    await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/request-password-reset", {
      body: { email: "ada@example.com", redirectTo: "/reset" },
      cookies: null,
    });
    expect(answer.data).toEqual({ status: true });
    const token = mailbox.last("reset-password").token;
    const reset = await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    expect(reset.data).toEqual({ status: true });
  });

  it("answers { status: true } for an unknown email and sends nothing", async () => {
    const { t, mailbox } = await setup();
    const answer = await t.json("/forget-password", { body: { email: "ghost@example.com" } });
    expect(answer).toMatchObject({ status: 200, data: { status: true } });
    expect(mailbox.mails).toEqual([]);
  });

  it("answers 400 'Reset password isn't enabled' without sendResetPassword", async () => {
    const t = await createTestAuth();
    for (const path of ["/forget-password", "/request-password-reset"]) {
      const answer = await t.json(path, { body: { email: "a@example.com" } });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({
        code: "RESET_PASSWORD_NOT_ENABLED",
        message: "Reset password isn't enabled",
      });
    }
  });

  it("answers 400 'Invalid email' for a malformed address", async () => {
    const { t } = await setup();
    const answer = await t.json("/forget-password", { body: { email: "nope" } });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ message: "Invalid email", field: "email" });
  });

  it("refuses an untrusted absolute redirectTo with 403 'Invalid redirectTo'", async () => {
    const { t, mailbox } = await setup();
    await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/forget-password", {
      body: { email: "ada@example.com", redirectTo: "https://evil.example/reset" },
    });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ message: "Invalid redirectTo" });
    expect(mailbox.mails).toEqual([]);
    const link = await t.request("/reset-password/whatever", {
      query: { callbackURL: "https://evil.example/reset" },
    });
    expect(link.status).toBe(403);
  });

  it("a failed send answers 500 'Failed to send email' and leaves no token behind", async () => {
    const t = await createTestAuth({
      emailAndPassword: {
        enabled: true,
        sendResetPassword: () => {
          throw new Error("smtp down");
        },
      },
    });
    await t.signUp({ email: "ada@example.com" });
    const answer = await t.json("/forget-password", { body: { email: "ada@example.com" } });
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({
      code: "FAILED_TO_SEND_EMAIL",
      message: "Failed to send email",
    });
    const context = await t.auth.$context;
    expect(await context.adapter.count({ model: "verification" })).toBe(0);
  });

  it("the link redirects with error=INVALID_TOKEN for an unknown token, and to /error without callbackURL", async () => {
    const { t } = await setup();
    const unknown = await t.request("/reset-password/not-a-real-token", {
      query: { callbackURL: "/reset" },
    });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/reset?error=INVALID_TOKEN");
    const bare = await t.request("/reset-password/not-a-real-token");
    expect(bare.headers.get("location")).toBe(
      "http://localhost:3000/api/auth/error?error=INVALID_TOKEN",
    );
  });

  it("the token expires after 3600 s by default (link and reset both refuse it)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const setupResult = await setup();
    const { t, mailbox } = setupResult;
    await t.signUp({ email: "ada@example.com", password: PASSWORD });
    await t.json("/forget-password", { body: { email: "ada@example.com", redirectTo: "/r" } });
    const mail = mailbox.last("reset-password");
    vi.setSystemTime(Date.now() + 3_599_000);
    expect((await follow(t, mail.url)).headers.get("location")).toBe(`/r?token=${mail.token}`);
    vi.setSystemTime(Date.now() + 2_000);
    expect((await follow(t, mail.url)).headers.get("location")).toBe("/r?error=INVALID_TOKEN");
    const reset = await t.json("/reset-password", {
      body: { newPassword: NEW_PASSWORD, token: mail.token },
    });
    expect(reset.status).toBe(400);
    expect(reset.data).toMatchObject({ code: "INVALID_TOKEN", message: "invalid token" });
    expect(await canSignIn(t, "ada@example.com", PASSWORD)).toBe(true);
  });

  it("honours resetPasswordTokenExpiresIn", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const setupResult = await setup({ resetPasswordTokenExpiresIn: 120 });
    const { t } = setupResult;
    await t.signUp({ email: "ada@example.com" });
    const { token } = await requestResetToken(setupResult, "ada@example.com");
    vi.setSystemTime(Date.now() + 121_000);
    const reset = await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    expect(reset.data).toMatchObject({ message: "invalid token" });
  });

  it("a token works once", async () => {
    const setupResult = await setup();
    const { t } = setupResult;
    await t.signUp({ email: "ada@example.com" });
    const { token } = await requestResetToken(setupResult, "ada@example.com");
    const first = await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    expect(first.status).toBe(200);
    const second = await t.json("/reset-password", { body: { newPassword: PASSWORD, token } });
    expect(second.status).toBe(400);
    expect(second.data).toMatchObject({ message: "invalid token" });
    expect(await canSignIn(t, "ada@example.com", NEW_PASSWORD)).toBe(true);
  });

  it("checks the length before spending the token: too short / too long keep it usable", async () => {
    const setupResult = await setup({ minPasswordLength: 10, maxPasswordLength: 20 });
    const { t } = setupResult;
    await t.signUp({ email: "ada@example.com", password: "long enough pw" });
    const { token } = await requestResetToken(setupResult, "ada@example.com");
    const short = await t.json("/reset-password", { body: { newPassword: "short", token } });
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({
      code: "PASSWORD_TOO_SHORT",
      message: "Password too short",
      field: "newPassword",
    });
    const long = await t.json("/reset-password", { body: { newPassword: "x".repeat(21), token } });
    expect(long.data).toMatchObject({ code: "PASSWORD_TOO_LONG", message: "Password too long" });
    const ok = await t.json("/reset-password", { body: { newPassword: "just right pw", token } });
    expect(ok.data).toEqual({ status: true });
  });

  it("answers 400 'invalid token' for an unknown or missing token, and names a missing newPassword", async () => {
    const { t } = await setup();
    const unknown = await t.json("/reset-password", {
      body: { newPassword: NEW_PASSWORD, token: "x".repeat(24) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ code: "INVALID_TOKEN", message: "invalid token" });
    const missing = await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD } });
    expect(missing.data).toMatchObject({ message: "invalid token" });
    const noPassword = await t.json("/reset-password", { body: { token: "abc" } });
    expect(noPassword.data).toMatchObject({ code: "VALIDATION_ERROR", field: "newPassword" });
  });

  it("revokeSessionsOnPasswordReset ends every session; without it they stay", async () => {
    for (const revoke of [true, false]) {
      const setupResult = await setup({ revokeSessionsOnPasswordReset: revoke });
      const { t } = setupResult;
      const { cookies } = await t.signUp({ email: "ada@example.com" });
      const { token } = await requestResetToken(setupResult, "ada@example.com");
      await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
      const session = await t.json("/get-session", {
        query: { disableCookieCache: "true" },
        cookies,
      });
      if (revoke) expect(session.data).toBeNull();
      else expect(session.data).not.toBeNull();
    }
  });

  it("revokeSessionsOnPasswordReset ends the sessions of a user who had no credential account, whose new account is made", async () => {
    const setupResult = await setup({ revokeSessionsOnPasswordReset: true });
    const { t } = setupResult;
    const context = await t.auth.$context;
    const user = await context.internalAdapter.createUser({
      email: "social@example.com",
      name: "Social",
      emailVerified: true,
    });
    const day = new Date(Date.now() + 86_400_000);
    await context.internalAdapter.createSession(user.id, { token: "old-session", expiresAt: day });
    const { token } = await requestResetToken(setupResult, "social@example.com");
    await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    expect(await context.adapter.count({ model: "session" })).toBe(0);
    const { response } = await t.signIn({ email: "social@example.com", password: NEW_PASSWORD });
    expect(response.status).toBe(200);
  });

  it("calls onPasswordReset with the user", async () => {
    const resets: string[] = [];
    const setupResult = await setup({
      onPasswordReset: ({ user }: { user: { email: string } }) => {
        resets.push(user.email);
      },
    });
    await setupResult.t.signUp({ email: "ada@example.com" });
    const { token } = await requestResetToken(setupResult, "ada@example.com");
    await setupResult.t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    expect(resets).toEqual(["ada@example.com"]);
  });

  it("creates a credential account for a user who has none", async () => {
    const setupResult = await setup();
    const { t } = setupResult;
    const context = await t.auth.$context;
    const user = await context.internalAdapter.createUser({
      email: "social@example.com",
      name: "Social",
      emailVerified: true,
    });
    await context.internalAdapter.createAccount({
      userId: user.id,
      providerId: "github",
      accountId: "gh-1",
    });
    const { token } = await requestResetToken(setupResult, "social@example.com");
    await t.json("/reset-password", { body: { newPassword: NEW_PASSWORD, token } });
    const { cookies, response } = await t.signIn({
      email: "social@example.com",
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    const accounts = await t.json<{ provider: string }[]>("/list-accounts", { cookies });
    expect(accounts.data.map((account) => account.provider).sort()).toEqual([
      "credential",
      "github",
    ]);
  });
});

describe.each(raceDatabases)("reset token race on $name", ({ open }) => {
  it("two concurrent resets with one token: exactly one succeeds", async () => {
    const databases = await open();
    try {
      const mailbox = createMailbox();
      const options = {
        emailAndPassword: { enabled: true, sendResetPassword: mailbox.sender("reset-password") },
      };
      const first = await createTestAuth({ ...options, database: databases.first });
      const second = await createTestAuth({ ...options, database: databases.second });
      await first.signUp({ email: "ada@example.com", password: PASSWORD });
      await first.json("/forget-password", { body: { email: "ada@example.com" } });
      const token = mailbox.last("reset-password").token;
      const answers = await Promise.all([
        first.json("/reset-password", { body: { newPassword: "first new password", token } }),
        second.json("/reset-password", { body: { newPassword: "second new password", token } }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 400]);
      const winner = answers[0]?.status === 200 ? "first new password" : "second new password";
      expect(await canSignIn(first, "ada@example.com", winner)).toBe(true);
    } finally {
      await databases.close();
    }
  });
});

describe("POST /change-password", () => {
  it("changes the password and keeps other sessions (token null)", async () => {
    const { t } = await setup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const other = (await t.signIn({ email: "ada@example.com", password: PASSWORD })).cookies;
    const answer = await t.json("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      cookies,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ token: null, user: { id: user.id } });
    expect(await canSignIn(t, "ada@example.com", NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(t, "ada@example.com", PASSWORD)).toBe(false);
    const otherSession = await t.json("/get-session", {
      query: { disableCookieCache: "true" },
      cookies: other,
    });
    expect(otherSession.data).not.toBeNull();
  });

  it("revokeOtherSessions ends every session and starts a new one here", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const other = (await t.signIn({ email: "ada@example.com", password: PASSWORD })).cookies;
    const answer = await t.json<{ token: string | null }>("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      cookies,
    });
    expect(typeof answer.data.token).toBe("string");
    const here = await t.json<{ session: { token: string } }>("/get-session", {
      query: { disableCookieCache: "true" },
      cookies,
    });
    expect(here.data.session.token).toBe(answer.data.token);
    const there = await t.json("/get-session", {
      query: { disableCookieCache: "true" },
      cookies: other,
    });
    expect(there.data).toBeNull();
  });

  it("revokeOtherSessions with the credential account gone before the write: 400, every session kept", async () => {
    // An app's hook before the account's update removes the account: as if it went meanwhile.
    const { t } = await setup(
      {},
      {
        databaseHooks: {
          account: {
            update: {
              async before(
                _data: unknown,
                _ctx: unknown,
                write: { adapter: { deleteMany(args: DeleteArgs): Promise<number> } },
              ) {
                const credential = [{ field: "providerId", value: "credential" }];
                await write.adapter.deleteMany({ model: "account", where: credential });
              },
            },
          },
        },
      },
    );
    const { cookies } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const other = (await t.signIn({ email: "ada@example.com", password: PASSWORD })).cookies;
    const answer = await t.json("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      cookies,
    });
    expect([answer.status, answer.data]).toMatchObject([
      400,
      { code: "CREDENTIAL_ACCOUNT_NOT_FOUND" },
    ]);
    for (const browser of [cookies, other]) {
      const session = await t.json("/get-session", {
        query: { disableCookieCache: "true" },
        cookies: browser,
      });
      expect(session.data).not.toBeNull();
    }
  });

  it("answers 400 'Invalid password' for a wrong current password", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const answer = await t.json("/change-password", {
      body: { currentPassword: "wrong password!", newPassword: NEW_PASSWORD },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ code: "INVALID_PASSWORD", message: "Invalid password" });
    expect(await canSignIn(t, "ada@example.com", PASSWORD)).toBe(true);
  });

  it("checks the new password's length", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const short = await t.json("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: "short" },
      cookies,
    });
    expect(short.data).toMatchObject({ message: "Password too short", field: "newPassword" });
    const long = await t.json("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: "x".repeat(129) },
      cookies,
    });
    expect(long.data).toMatchObject({ message: "Password too long" });
  });

  it("answers 400 'Credential account not found' for a user without a password", async () => {
    const { t } = await setup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const context = await t.auth.$context;
    for (const account of await context.internalAdapter.findAccounts(user.id))
      await context.internalAdapter.deleteAccount(account.id);
    const answer = await t.json("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      cookies,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ message: "Credential account not found" });
  });

  it("requires a session (401)", async () => {
    const { t } = await setup();
    const answer = await t.json("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      cookies: null,
    });
    expect(answer.status).toBe(401);
  });
});

describe("set-password (server-only)", () => {
  it("is not routed over HTTP", async () => {
    const { t } = await setup();
    const { cookies } = await t.signUp({ email: "ada@example.com" });
    const answer = await t.request("/set-password", {
      body: { newPassword: NEW_PASSWORD },
      cookies,
    });
    expect(answer.status).toBe(404);
  });

  it("gives a user without a password one, and refuses when one exists", async () => {
    const { t } = await setup();
    const { cookies, user } = await t.signUp({ email: "ada@example.com", password: PASSWORD });
    const headers = new Headers({ cookie: cookies.header() ?? "" });
    const refused = await t.auth.api
      .setPassword({ body: { newPassword: NEW_PASSWORD }, headers })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(APIError);
    expect(refused).toMatchObject({
      status: "BAD_REQUEST",
      body: { code: "USER_ALREADY_HAS_PASSWORD", message: "user already has a password" },
    });

    const context = await t.auth.$context;
    for (const account of await context.internalAdapter.findAccounts(user.id))
      await context.internalAdapter.deleteAccount(account.id);
    const tooShort = await t.auth.api.setPassword({ body: { newPassword: "short" }, headers }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(tooShort).toMatchObject({ body: { message: "Password too short" } });
    const set = await t.auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, headers });
    expect(set).toEqual({ status: true });
    expect(await canSignIn(t, "ada@example.com", NEW_PASSWORD)).toBe(true);
  });
});
