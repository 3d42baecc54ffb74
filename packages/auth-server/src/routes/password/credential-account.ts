import type { AuthContext } from "../../context/context-types";
import type { Row } from "../../db/adapter-types";
import type { RecordWrite } from "../../db/internal-adapter-types";
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
 * `alongside`: writes made in the same batch as the password's (one statement on PostgreSQL).
 */
export async function writeCredentialPassword(
  context: AuthContext,
  userId: string,
  credential: Account | null,
  passwordHash: string,
  alongside: readonly RecordWrite[] = [],
): Promise<void> {
  const { internalAdapter } = context;
  const password = { password: passwordHash };
  if (!credential) {
    const account = { userId, providerId: CREDENTIAL_PROVIDER_ID, accountId: userId, ...password };
    if (alongside.length === 0) await internalAdapter.createAccount(account);
    else
      await internalAdapter.writeRecords([
        { create: { model: "account", data: account } },
        ...alongside,
      ]);
    return;
  }
  if (alongside.length === 0) {
    if (await internalAdapter.updateAccount(credential.id, password)) return;
  } else {
    const byId = [{ field: "id", value: credential.id }];
    const [updated] = await internalAdapter.writeRecords([
      { update: { model: "account", where: byId, data: password } },
      ...alongside,
    ]);
    // An update answers the rows it updated.
    if ((updated as Row[]).length > 0) return;
  }
  await internalAdapter.setCredentialPassword(userId, passwordHash);
}
