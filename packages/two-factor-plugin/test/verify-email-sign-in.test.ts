// verify-email signs in the browser that follows the link (autoSignInAfterVerification), its
// session written with the address's verification in one batch when the sign-in can be judged
// first: a user with two-factor on is held back all the same, the address verified either way.
import { admin } from "@tollgate/admin-plugin";
import { createMailbox, follow, linkTarget, testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { serverOn, sessionCount, userWithTotp } from "./support/two-factor-server";

const mailbox = createMailbox();

describe.each(testDatabases())("verify-email's sign-in with two-factor on $name", (target) => {
  const server = serverOn(
    target,
    {},
    {
      emailVerification: {
        autoSignInAfterVerification: true,
        sendVerificationEmail: mailbox.sender("verification"),
      },
      plugins: [admin()],
    },
  );

  async function verificationLink(t: ReturnType<typeof server>, email: string) {
    await t.json("/send-verification-email", {
      body: { email, callbackURL: "/home" },
      cookies: null,
    });
    const mail = mailbox.last("verification");
    expect(mail.to).toBe(email);
    return mail.url;
  }

  it("holds the sign-in back for the second factor, the address verified, no session", async () => {
    const t = server();
    const { user, email, app } = await userWithTotp(t);
    const url = await verificationLink(t, email);
    const browser = t.newBrowser();
    const answer = await follow(t, url, browser);
    expect(answer.status).toBe(302);
    // Followed in another browser: the password set before the verification is cleared too.
    expect(answer.headers.get("location")).toBe(
      "/home?password_reset_required=true&twoFactorRedirect=true",
    );
    expect(browser.header()).toMatch(/two_factor=/);
    expect(browser.header()).not.toMatch(/session_token=/);
    const { adapter } = await t.auth.$context;
    const stored = await adapter.findOne<{ emailVerified: boolean }>({
      model: "user",
      where: [{ field: "id", value: user.id }],
    });
    expect(stored?.emailVerified).toBe(true);
    // The verification ended the sessions made before it; the held-back sign-in made none.
    expect(await sessionCount(t, user.id)).toBe(0);
    const done = await t.json("/two-factor/verify-totp", {
      body: { code: app.next() },
      cookies: browser,
    });
    expect(done.status).toBe(200);
    expect(await sessionCount(t, user.id)).toBe(1);
  });

  it("answers JSON without a callbackURL, the pending cookie set", async () => {
    const t = server();
    const { email } = await userWithTotp(t);
    const { path, query } = linkTarget(await verificationLink(t, email));
    const browser = t.newBrowser();
    const answer = await t.json<{ status: boolean }>(path, {
      query: { token: query.token ?? "" },
      cookies: browser,
    });
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe(true);
    expect(browser.header()).toMatch(/two_factor=/);
    expect(browser.header()).not.toMatch(/session_token=/);
  });
});
