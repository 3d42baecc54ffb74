import type { Row } from "@tollgate/auth-server";
import {
  type CookieCarrier,
  createMailbox,
  createTestAuth,
  follow,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";

const PASSWORD = "correct horse battery";
const DAY = 86_400_000;

// A change-of-address confirmation reads the caller's session with the token's user (one
// statement on PostgreSQL) and resolves it (the gate, the refresh) only once the user is found,
// as when the session was read after the user.
describe.each(testDatabases())("a change-of-address confirmation's session on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function setup() {
    database = await target.open();
    const mailbox = createMailbox();
    const t = await createTestAuth({
      database: { db: database.db, type: database.dialect },
      emailVerification: { sendVerificationEmail: mailbox.sender("verification") },
      user: {
        changeEmail: { enabled: true, sendChangeEmailVerification: mailbox.sender("change-email") },
      },
    });
    const { adapter, internalAdapter } = await t.auth.$context;
    async function signedIn(email: string) {
      const { user } = await t.signUp({ email, password: PASSWORD });
      await internalAdapter.updateUser(user.id, { emailVerified: true });
      const { cookies } = await t.signIn({ email, password: PASSWORD });
      return { user, cookies };
    }
    const tokenOf = (cookies: CookieCarrier) =>
      String(cookies.get("tollgate.session_token")).split(".")[0] ?? "";
    const sessionRow = (cookies: CookieCarrier) =>
      adapter.findOne<Row & { expiresAt: Date }>({
        model: "session",
        where: [{ field: "token", value: tokenOf(cookies) }],
      });
    /** Moves the session's expiry to within the refresh window (one day by default). */
    const dueForRefresh = (cookies: CookieCarrier) =>
      adapter.update({
        model: "session",
        where: [{ field: "token", value: tokenOf(cookies) }],
        update: { expiresAt: new Date(Date.now() + DAY / 2) },
      });
    return { t, mailbox, internalAdapter, signedIn, sessionRow, dueForRefresh };
  }

  it("the owner's session confirms the change and is refreshed when due, as get-session would", async () => {
    const { t, mailbox, internalAdapter, signedIn, sessionRow, dueForRefresh } = await setup();
    const { user, cookies } = await signedIn("old@example.com");
    await t.json("/change-email", { body: { newEmail: "new@example.com" }, cookies });
    await dueForRefresh(cookies);
    const followed = await follow(t, `${mailbox.last("change-email").url}&callbackURL=/s`, cookies);
    expect([followed.status, followed.headers.get("location")]).toEqual([302, "/s"]);
    expect((await internalAdapter.findUserById(user.id))?.email).toBe("new@example.com");
    const row = await sessionRow(cookies);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const session = await t.json<{ user: { email: string } }>("/get-session", { cookies });
    expect(session.data.user.email).toBe("new@example.com");
  });

  it("a link whose user is gone answers user_not_found and leaves the caller's session as it was", async () => {
    const { t, mailbox, internalAdapter, signedIn, sessionRow, dueForRefresh } = await setup();
    const owner = await signedIn("gone@example.com");
    await t.json("/change-email", {
      body: { newEmail: "new@example.com" },
      cookies: owner.cookies,
    });
    await internalAdapter.deleteUser(owner.user.id);
    const stranger = await signedIn("stranger@example.com");
    await dueForRefresh(stranger.cookies);
    const before = (await sessionRow(stranger.cookies))?.expiresAt.getTime();
    const followed = await follow(t, mailbox.last("change-email").url, stranger.cookies);
    expect(followed.headers.get("location")).toBe("/?error=user_not_found");
    expect(followed.headers.get("set-cookie")).toBeNull();
    expect((await sessionRow(stranger.cookies))?.expiresAt.getTime()).toBe(before);
  });

  it("another user's session answers unauthorized; an expired session of the owner too, and ends", async () => {
    const { t, mailbox, internalAdapter, signedIn, sessionRow } = await setup();
    const { user, cookies } = await signedIn("old@example.com");
    await t.json("/change-email", { body: { newEmail: "new@example.com" }, cookies });
    const { url } = mailbox.last("change-email");
    const stranger = await signedIn("stranger@example.com");
    const json = await t.json("/verify-email", {
      query: { token: new URL(url).searchParams.get("token") ?? "" },
      cookies: stranger.cookies,
    });
    expect([json.status, json.data]).toMatchObject([401, { code: "UNAUTHORIZED" }]);
    const { adapter } = await t.auth.$context;
    const token = String(cookies.get("tollgate.session_token")).split(".")[0] ?? "";
    await adapter.update({
      model: "session",
      where: [{ field: "token", value: token }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await follow(t, url, cookies);
    expect(expired.headers.get("location")).toBe("/?error=unauthorized");
    expect(await sessionRow(cookies)).toBeNull();
    expect((await internalAdapter.findUserById(user.id))?.email).toBe("old@example.com");
  });
});
