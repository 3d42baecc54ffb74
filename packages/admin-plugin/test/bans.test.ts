import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { username } from "@tollgate/username-plugin";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminOptions } from "../src/index";
import {
  adminServer,
  databaseOption,
  type ErrorBody,
  PASSWORD,
  type UserBody,
} from "./support/admin-server";

interface BannedBody extends ErrorBody {
  description: string;
  banReason: string;
  banExpires: string | null;
}

describe.each(testDatabases())("bans on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  async function server(options: AdminOptions = {}) {
    database = await target.open();
    return adminServer({ database: databaseOption(database), plugins: [username()], options });
  }

  it("banning signs the user out everywhere and refuses their email sign-in, naming reason and end", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const ban = await s.post<{ user: UserBody }>("/admin/ban-user", {
      userId: member.id,
      banReason: "spam",
      banExpiresIn: 3600,
    });
    expect(ban.data.user).toMatchObject({ banned: true, banReason: "spam" });
    const ends = ban.data.user.banExpires;
    expect(new Date(ends ?? 0).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect((await s.t.json("/get-session", { cookies: member.browser })).data).toBeNull();

    const browser = s.t.newBrowser();
    const refused = await s.t.json<BannedBody>("/sign-in/email", {
      body: { email: "member@example.com", password: PASSWORD },
      cookies: browser,
    });
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({
      code: "BANNED_USER",
      message: "You have been banned from this application",
      description: `Reason: spam. The ban ends at ${ends}.`,
      banReason: "spam",
      banExpires: ends,
    });
    expect(browser.get("tollgate.session_token")).toBeUndefined();
  });

  it("refuses the username sign-in too (the check is where every sign-in creates its session)", async () => {
    const s = await server();
    const signUp = await s.t.signUp({ email: "named@example.com", username: "named_one" });
    await s.post("/admin/ban-user", { userId: signUp.user.id });
    const refused = await s.t.json<BannedBody>("/sign-in/username", {
      body: { username: "named_one", password: PASSWORD },
      cookies: s.t.newBrowser(),
    });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({
      code: "BANNED_USER",
      description: "Reason: No reason. The ban does not end.",
      banExpires: null,
    });
  });

  it("a ban written straight to the database refuses the sign-in of a browser still signed in as the user", async () => {
    // The sign-in's row says banned: the sign-in rule marks nothing, and the session hook refuses.
    const s = await server();
    const member = await s.user("member@example.com");
    const context = await s.t.auth.$context;
    await context.adapter.update({
      model: "user",
      where: [{ field: "id", value: member.id }],
      update: { banned: true, banReason: "by hand" },
    });
    const refused = await s.t.json<BannedBody>("/sign-in/email", {
      body: { email: "member@example.com", password: PASSWORD },
      cookies: member.browser,
    });
    expect([refused.status, refused.data.code, refused.data.banReason]).toEqual([
      403,
      "BANNED_USER",
      "by hand",
    ]);
  });

  it("unban-user lets the user sign in again", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    await s.post("/admin/ban-user", { userId: member.id });
    const unban = await s.post<{ user: UserBody }>("/admin/unban-user", { userId: member.id });
    expect(unban.data.user).toMatchObject({ banned: false, banReason: null, banExpires: null });
    const signIn = await s.t.signIn({ email: "member@example.com", password: PASSWORD });
    expect(signIn.response.status).toBe(200);
  });

  it("an expired ban lifts itself on the next sign-in", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    await s.post("/admin/ban-user", { userId: member.id, banReason: "cool off", banExpiresIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signIn = await s.t.signIn({ email: "member@example.com", password: PASSWORD });
    expect(signIn.response.status).toBe(200);
    const user = await s.t.json<UserBody>("/admin/get-user", {
      query: { id: member.id },
      cookies: s.adminBrowser,
    });
    expect(user.data).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });

  it("bannedUserMessage replaces the message; an admin cannot ban themselves", async () => {
    const s = await server({ bannedUserMessage: (user) => `${user.name}, you are banned` });
    const member = await s.user("member@example.com", "Mallory");
    await s.post("/admin/ban-user", { userId: member.id });
    const refused = await s.t.json<BannedBody>("/sign-in/email", {
      body: { email: "member@example.com", password: PASSWORD },
      cookies: s.t.newBrowser(),
    });
    expect(refused.data).toMatchObject({ code: "BANNED_USER", message: "Mallory, you are banned" });
    const self = await s.post<ErrorBody>("/admin/ban-user", { userId: s.admin.id });
    expect([self.status, self.data]).toEqual([
      400,
      { code: "YOU_CANNOT_BAN_YOURSELF", message: "You cannot ban yourself" },
    ]);
  });

  it("banning through update-user revokes the sessions as ban-user does", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    await s.post("/admin/update-user", { userId: member.id, data: { banned: true } });
    expect((await s.t.json("/get-session", { cookies: member.browser })).data).toBeNull();
  });
});
