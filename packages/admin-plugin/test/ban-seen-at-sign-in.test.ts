import type { AuthPlugin } from "@tollgate/auth-server";
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { adminServer, databaseOption, PASSWORD, type UserBody } from "./support/admin-server";

const HOUR = 3_600_000;

/**
 * A plugin whose sign-in rule, after the admin plugin's has been shown the user's row, bans the
 * user anew in the database: an admin's ban landing between the sign-in's read and its session.
 */
function banningMeanwhile(until: Date) {
  const armed = { on: false };
  const plugin: AuthPlugin = {
    id: "banning-meanwhile",
    signInRules: [
      async ({ user, context }) => {
        if (!armed.on) return undefined;
        armed.on = false;
        await context.internalAdapter.updateUser(user.id, {
          banned: true,
          banReason: "again",
          banExpires: until,
        });
        return undefined;
      },
    ],
  };
  const arm = () => {
    armed.on = true;
  };
  return { plugin, arm };
}

// The admin plugin judges a banned user's sign-in from the row the sign-in has just read (no
// second read): a ban is refused, an ended one lifted, but only while it is still the ban that
// row shows.
describe.each(testDatabases())("a ban judged from the sign-in's row on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const later = new Date(Date.now() + 24 * HOUR);
  async function server() {
    database = await target.open();
    const meanwhile = banningMeanwhile(later);
    const s = await adminServer({
      database: databaseOption(database),
      plugins: [meanwhile.plugin],
    });
    const member = await s.user(`member-${crypto.randomUUID()}@example.com`);
    const { internalAdapter } = await s.t.auth.$context;
    const ban = (banExpires: Date | null) =>
      internalAdapter.updateUser(member.id, { banned: true, banReason: "cool off", banExpires });
    const signIn = () =>
      s.t.json<UserBody & { code?: string; banExpires?: string }>("/sign-in/email", {
        body: { email: member.email, password: PASSWORD },
        cookies: s.t.newBrowser(),
      });
    const stored = () => internalAdapter.findUserById(member.id) as Promise<UserBody | null>;
    return { ban, signIn, stored, arm: meanwhile.arm };
  }

  it("refuses a banned user with 403 BANNED_USER naming the ban, keeping it", async () => {
    const { ban, signIn, stored } = await server();
    await ban(null);
    const answer = await signIn();
    expect([answer.status, answer.data.code]).toEqual([403, "BANNED_USER"]);
    expect(answer.response.headers.getSetCookie()).toEqual([]);
    expect(await stored()).toMatchObject({ banned: true, banReason: "cool off" });
  });

  it("signs in a user whose ban has ended, lifting it", async () => {
    const { ban, signIn, stored } = await server();
    await ban(new Date(Date.now() - HOUR));
    expect((await signIn()).status).toBe(200);
    expect(await stored()).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });

  it("refuses a user banned anew after the sign-in read their ended ban, keeping the new ban", async () => {
    const { ban, signIn, stored, arm } = await server();
    await ban(new Date(Date.now() - HOUR));
    arm();
    const answer = await signIn();
    expect([answer.status, answer.data.code]).toEqual([403, "BANNED_USER"]);
    expect(new Date(answer.data.banExpires ?? 0).getTime()).toBe(later.getTime());
    expect(await stored()).toMatchObject({ banned: true, banReason: "again" });
  });
});
