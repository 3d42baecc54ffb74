import type { RequestContext } from "../../context/context-types";
import type { Row } from "../../db/adapter-types";
import { UniqueConstraintError } from "../../db/unique-constraint-error";
import { authError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import type { User, WithExtraFields } from "../../types/models";

export interface NewUserWithAccount {
  /** The user's fields; `email` already normalised (lowercased). */
  user: Row & { email: string; name: string; emailVerified: boolean };
  /** The first account's fields; `accountId` defaults to the new user's id (credential). */
  account: (userId: string) => Row & { providerId: string; accountId: string };
}

/**
 * The one way a user comes into being, for every sign-up (email and password, social, plugins'):
 * the user and their first account in one transaction, so there is never a user without a way
 * to sign in. Callers have looked the address up already (before hashing a password, or to
 * choose between signing in and signing up), so this does not ask again: a concurrent sign-up
 * that took the address since is answered by the unique index, and then the existing user comes
 * back (created: false); the caller decides what that means (422 for email sign-up, the linking
 * rule for social).
 *
 * Without a plugin listening to security events the two rows are one createRecords (one
 * statement on PostgreSQL instead of BEGIN, two inserts and COMMIT); with one, a transaction
 * holds them and the sign-up event.
 */
export async function findOrCreateUser(
  context: RequestContext,
  input: NewUserWithAccount,
): Promise<{ user: WithExtraFields<User>; created: boolean }> {
  try {
    const user = await writeUserWithAccount(context, input);
    return { user, created: true };
  } catch (error) {
    // Other indexes (a plugin's) are the plugin's to answer.
    if (!(error instanceof UniqueConstraintError && error.isOn("user", "email"))) throw error;
    const winner = await context.internalAdapter.findUserByEmail(input.user.email);
    // The index refused the address, yet no user holds it now (the winner's write was undone):
    // still the address is not free to take.
    if (!winner) throw authError("UNPROCESSABLE_ENTITY", "USER_ALREADY_EXISTS");
    return { user: winner, created: false };
  }
}

async function writeUserWithAccount(
  context: RequestContext,
  input: NewUserWithAccount,
): Promise<WithExtraFields<User>> {
  if (context.securityEventListeners.length === 0) {
    const [user] = await context.internalAdapter.createRecords([
      { model: "user", data: input.user },
      { model: "account", data: ([created]) => accountOf(input, String(created?.id)) },
    ]);
    // createRecords answers its first record as a row of the user model.
    return user as WithExtraFields<User>;
  }
  return context.internalAdapter.transaction(async (trx) => {
    const created = await trx.createUser(input.user);
    const account = accountOf(input, created.id);
    await trx.createAccount(account);
    const actor = { type: "user", id: created.id } as const;
    const payload = { method: account.providerId };
    await emitSecurityEvent(context, { type: "sign-up", actor, payload }, trx);
    return created;
  });
}

const accountOf = (input: NewUserWithAccount, userId: string) => ({
  userId,
  ...input.account(userId),
});
