import type { AuthOptions } from "@tollgate/auth-server";
import {
  createMailbox,
  createTestAuth,
  follow,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { admin } from "../src/index";
import { databaseOption, PASSWORD } from "./support/admin-server";

// verify-email writes the user (the address verified) and then signs the browser in: the row
// the write answers settles the ban, so a banned user's row must still refuse the session.
describe.each(testDatabases())("the ban on a verification link's sign-in on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function server(databaseHooks: AuthOptions["databaseHooks"] = {}) {
    database = await target.open();
    const mailbox = createMailbox();
    const t = await createTestAuth({
      plugins: [admin()],
      database: databaseOption(database),
      databaseHooks,
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: true,
        sendVerificationEmail: mailbox.sender("verification"),
      },
    });
    return { t, mailbox };
  }

  for (const browser of ["a new browser", "the browser that signed up"] as const)
    it(`refuses a banned user's session following the link in ${browser}`, async () => {
      const { t, mailbox } = await server();
      const signUp = await t.signUp({ email: "late@example.com", password: PASSWORD });
      const { adapter } = await t.auth.$context;
      await adapter.update({
        model: "user",
        where: [{ field: "id", value: signUp.user.id }],
        update: { banned: true, banReason: "spam" },
      });
      const cookies = browser === "a new browser" ? t.newBrowser() : signUp.cookies;
      const before = cookies.get("tollgate.session_token");
      const answer = await follow(t, mailbox.last("verification").url, cookies);
      // The mailed link carries a callbackURL: the refusal is a redirect there, naming it.
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toContain("error=banned_user");
      expect(cookies.get("tollgate.session_token")).toBe(before);
      if (browser === "a new browser") {
        const user = await adapter.findOne<{ emailVerified: boolean }>({
          model: "user",
          where: [{ field: "id", value: signUp.user.id }],
        });
        expect(user?.emailVerified).toBe(true);
      }
    });

  it("signs an unbanned user in on following the link", async () => {
    const { t, mailbox } = await server();
    await t.signUp({ email: "fine@example.com", password: PASSWORD });
    const cookies = t.newBrowser();
    const answer = await follow(t, mailbox.last("verification").url, cookies);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).not.toContain("error=");
    expect(cookies.get("tollgate.session_token")).toBeDefined();
  });

  it("an app's session hook that reads the user from the database finds the address verified", async () => {
    const found: ({ emailVerified: boolean } | null)[] = [];
    const { t, mailbox } = await server({
      session: {
        create: {
          async before(session, _ctx, write) {
            const user = await write.adapter.findOne<{ emailVerified: boolean }>({
              model: "user",
              where: [{ field: "id", value: session.userId }],
            });
            found.push(user);
          },
        },
      },
    });
    await t.signUp({ email: "reader@example.com", password: PASSWORD });
    found.length = 0;
    const cookies = t.newBrowser();
    const answer = await follow(t, mailbox.last("verification").url, cookies);
    expect(answer.headers.get("location")).not.toContain("error=");
    expect(cookies.get("tollgate.session_token")).toBeDefined();
    expect(found).toEqual([expect.objectContaining({ emailVerified: true })]);
  });
});
