import type { AuthContext } from "../../context/context-types";
import { type Account, CREDENTIAL_PROVIDER_ID } from "../../types/models";

/** The user's credential account that holds a password hash, or null. */
export async function findPasswordAccount(
  context: AuthContext,
  userId: string,
): Promise<(Account & { password: string }) | null> {
  const accounts = await context.internalAdapter.findAccounts(userId);
  for (const account of accounts) {
    const { password } = account;
    if (account.providerId === CREDENTIAL_PROVIDER_ID && password) return { ...account, password };
  }
  return null;
}
