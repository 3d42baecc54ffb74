import type { AuthContext } from "../../context/context-types";
import { type Account, CREDENTIAL_PROVIDER_ID } from "../../types/models";

/** The credential account among `accounts` that holds a password hash, or null. */
export function passwordAccountOf(
  accounts: readonly Account[],
): (Account & { password: string }) | null {
  for (const account of accounts) {
    const { password } = account;
    if (account.providerId === CREDENTIAL_PROVIDER_ID && password) return { ...account, password };
  }
  return null;
}

/** The user's credential account that holds a password hash, or null. */
export async function findPasswordAccount(
  context: AuthContext,
  userId: string,
): Promise<(Account & { password: string }) | null> {
  return passwordAccountOf(await context.internalAdapter.findAccounts(userId));
}

/**
 * internalAdapter.setCredentialPassword when the caller has read the user's credential account
 * already (`credential`, null without one): the password goes there, or into a new credential
 * account, without reading it again. One that went since is looked up as setCredentialPassword does.
 */
export async function writeCredentialPassword(
  context: AuthContext,
  userId: string,
  credential: Account | null,
  passwordHash: string,
): Promise<void> {
  const { internalAdapter } = context;
  if (!credential) {
    const account = { userId, providerId: CREDENTIAL_PROVIDER_ID, accountId: userId };
    await internalAdapter.createAccount({ ...account, password: passwordHash });
    return;
  }
  if (await internalAdapter.updateAccount(credential.id, { password: passwordHash })) return;
  await internalAdapter.setCredentialPassword(userId, passwordHash);
}
