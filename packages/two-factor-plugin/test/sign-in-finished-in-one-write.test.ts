import { admin } from "@tollgate/admin-plugin";
import type { DatabaseHooks } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { TwoFactorRow } from "../src/schema";
import {
  type ErrorBody,
  PASSWORD,
  serverOn,
  sessionCount,
  signInFresh,
  type TwoFactorServer,
  userWithTotp,
} from "./support/two-factor-server";

// A held-back sign-in is finished in one write (the code, the pending sign-in and the session)
// unless a hook of the app's must see the user stored before the session (then one write after
// another, as before): both ways spend the same things, answer the same and refuse a ban alike.

/** The user whose pending sign-ins the app's two-factor hook deletes, while a test says so. */
let dropPendingOf: string | null = null;

/** An app's hook that ends a user's pending sign-ins as their two-factor row is written. */
const dropPendingOnSpend: DatabaseHooks = {
  twoFactor: {
    update: {
      async before(_data, _ctx, write) {
        if (!dropPendingOf) return;
        await write.internalAdapter.deleteRecords("verification", [
          { field: "identifier", operator: "starts_with", value: "2fa-pending:" },
          { field: "value", operator: "contains", value: dropPendingOf },
        ]);
      },
    },
  },
};

/** An app's session hook: the session is then written after the code and the pending sign-in. */
const appSessionHook: DatabaseHooks = { session: { create: { async before() {} } } };

const ways = [
  { way: "in one write", databaseHooks: dropPendingOnSpend },
  { way: "one write after another", databaseHooks: { ...dropPendingOnSpend, ...appSessionHook } },
];

async function rowOf(t: TwoFactorServer, userId: string) {
  const { adapter } = await t.auth.$context;
  return adapter.findOne<TwoFactorRow>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
}

/** A new sign-in: the spent backup code is refused (the lockout counts it), an unused one signs in. */
async function expectSpentThenSignedIn(
  t: TwoFactorServer,
  email: string,
  codes: { spent: string | undefined; unused: string | undefined },
) {
  const again = await signInFresh(t, email);
  const spent = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
    body: { code: codes.spent },
    cookies: again.cookies,
  });
  expect(spent.data.code).toBe("INVALID_BACKUP_CODE");
  const ok = await t.json("/two-factor/verify-backup-code", {
    body: { code: codes.unused },
    cookies: again.cookies,
  });
  expect(ok.status).toBe(200);
}

describe.each(testDatabases())("a held-back sign-in finished on $name", (target) => {
  describe.each(ways)("$way", ({ databaseHooks }) => {
    const server = serverOn(target, {}, { plugins: [admin()], databaseHooks });

    it("refuses a banned user's session with the backup code and the pending sign-in spent", async () => {
      const t = server();
      const { user, email, backupCodes } = await userWithTotp(t);
      const [first, second] = backupCodes;
      const before = await sessionCount(t, user.id);
      const pending = await signInFresh(t, email);
      const { internalAdapter } = await t.auth.$context;
      await internalAdapter.updateUser(user.id, { banned: true, banReason: "spam" });
      const cookie = pending.cookies.header() ?? "";

      const refused = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
        body: { code: first },
        cookies: pending.cookies,
      });
      expect(refused.status).toBe(403);
      expect(refused.data.code).toBe("BANNED_USER");
      // The pending sign-in is spent: its cookie, replayed, finishes nothing.
      const replayed = await t.json<ErrorBody>("/two-factor/verify-backup-code", {
        body: { code: second },
        headers: { cookie },
        cookies: null,
      });
      expect(replayed.status).toBe(401);
      expect(replayed.data.code).toBe("INVALID_TWO_FACTOR_COOKIE");

      await internalAdapter.updateUser(user.id, { banned: false });
      await expectSpentThenSignedIn(t, email, { spent: first, unused: second });
      expect(await sessionCount(t, user.id)).toBe(before + 1);
    });

    it("spends the code of a pending sign-in gone meanwhile, and answers 401", async () => {
      const t = server();
      const { user, email, backupCodes } = await userWithTotp(t);
      const [first, second] = backupCodes;
      const before = await sessionCount(t, user.id);
      const pending = await signInFresh(t, email);
      dropPendingOf = user.id;
      const gone = await t
        .json<ErrorBody>("/two-factor/verify-backup-code", {
          body: { code: first },
          cookies: pending.cookies,
        })
        .finally(() => {
          dropPendingOf = null;
        });
      expect(gone.status).toBe(401);
      expect(gone.data.code).toBe("INVALID_TWO_FACTOR_COOKIE");
      expect(await sessionCount(t, user.id)).toBe(before);

      await expectSpentThenSignedIn(t, email, { spent: first, unused: second });
      expect(await sessionCount(t, user.id)).toBe(before + 1);
    });

    it("clears the count of wrong codes when a sent code finishes the sign-in", async () => {
      const t = server();
      const { user, email } = await userWithTotp(t);
      const pending = await signInFresh(t, email);
      await t.json("/two-factor/send-otp", { body: {}, cookies: pending.cookies });
      const code = t.lastOtp(email);
      const wrong = await t.json<ErrorBody>("/two-factor/verify-otp", {
        body: { code: code === "999999" ? "888888" : "999999" },
        cookies: pending.cookies,
      });
      expect(wrong.data.code).toBe("INVALID_CODE");
      expect((await rowOf(t, user.id))?.failedVerificationCount).toBe(1);
      const cookie = pending.cookies.header() ?? "";

      const ok = await t.json<{ token: string }>("/two-factor/verify-otp", {
        body: { code, trustDevice: true },
        cookies: pending.cookies,
      });
      expect(ok.status).toBe(200);
      expect(ok.data.token).toEqual(expect.any(String));
      expect((await rowOf(t, user.id))?.failedVerificationCount).toBe(0);
      const reused = await t.json<ErrorBody>("/two-factor/verify-otp", {
        body: { code },
        headers: { cookie },
        cookies: null,
      });
      expect(reused.data.code).toBe("INVALID_TWO_FACTOR_COOKIE");
      // The device is trusted: its next sign-in needs no second factor.
      expect(pending.cookies.header()).toMatch(/trust_device=/);
      await t.json("/sign-out", { body: {}, cookies: pending.cookies });
      const skipped = await t.json<{ twoFactorRedirect?: boolean; token?: string }>(
        "/sign-in/email",
        { body: { email, password: PASSWORD }, cookies: pending.cookies, skipAnswerCheck: true },
      );
      expect(skipped.data.twoFactorRedirect).toBeUndefined();
      expect(skipped.data.token).toEqual(expect.any(String));
    });
  });
});
