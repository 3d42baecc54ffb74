import { admin } from "@tollgate/admin-plugin";
import type { DatabaseHooks } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  PASSWORD,
  serverOn,
  sessionCount,
  signInFresh,
  type TwoFactorServer,
  userWithTotp,
} from "./support/two-factor-server";

// A held-back sign-in finished with `trustDevice: true`: the device's trust is written with the
// session (in one write, or after it with an app's session hook), and never when the session is
// refused.

/** An app's session hook: the session is then written after the code and the pending sign-in. */
const appSessionHook: DatabaseHooks = { session: { create: { async before() {} } } };

const ways = [
  { way: "in one write", databaseHooks: undefined },
  { way: "one write after another", databaseHooks: appSessionHook },
];

/** How many devices the user trusts (their records). */
async function trustedDevices(t: TwoFactorServer, userId: string) {
  const { adapter } = await t.auth.$context;
  return adapter.count({
    model: "verification",
    where: [{ field: "identifier", operator: "starts_with", value: `2fa-trust:${userId}:` }],
  });
}

describe.each(testDatabases())("trusting a device as a sign-in finishes on $name", (target) => {
  describe.each(ways)("$way", ({ databaseHooks }) => {
    const server = serverOn(target, {}, { plugins: [admin()], databaseHooks });

    it("writes the device's trust with the session", async () => {
      const t = server();
      const { user, email, backupCodes } = await userWithTotp(t);
      const before = await sessionCount(t, user.id);
      const pending = await signInFresh(t, email);

      const ok = await t.json<{ token: string }>("/two-factor/verify-backup-code", {
        body: { code: backupCodes[0], trustDevice: true },
        cookies: pending.cookies,
      });
      expect(ok.status).toBe(200);
      expect(await sessionCount(t, user.id)).toBe(before + 1);
      expect(await trustedDevices(t, user.id)).toBe(1);
      expect(pending.cookies.header()).toMatch(/trust_device=/);
      // The trust counts: the device's next sign-in needs no second factor.
      await t.json("/sign-out", { body: {}, cookies: pending.cookies });
      const again = await t.json<{ twoFactorRedirect?: boolean; token?: string }>(
        "/sign-in/email",
        { body: { email, password: PASSWORD }, cookies: pending.cookies, skipAnswerCheck: true },
      );
      expect(again.data.twoFactorRedirect).toBeUndefined();
      expect(again.data.token).toEqual(expect.any(String));
    });

    it("writes no trust when a ban refuses the session", async () => {
      const t = server();
      const { user, email, backupCodes } = await userWithTotp(t);
      const before = await sessionCount(t, user.id);
      const pending = await signInFresh(t, email);
      const { internalAdapter } = await t.auth.$context;
      await internalAdapter.updateUser(user.id, { banned: true, banReason: "spam" });

      const refused = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
        body: { code: backupCodes[0], trustDevice: true },
        cookies: pending.cookies,
      });
      expect(refused.status).toBe(403);
      expect(refused.data.code).toBe("BANNED_USER");
      expect(await sessionCount(t, user.id)).toBe(before);
      expect(await trustedDevices(t, user.id)).toBe(0);
      expect(pending.cookies.header() ?? "").not.toMatch(/trust_device=/);
    });
  });
});
