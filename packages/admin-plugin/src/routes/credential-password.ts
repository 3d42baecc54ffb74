import { type Account, CREDENTIAL_PROVIDER_ID, type RequestContext } from "@tollgate/auth-server";

/**
 * Sets a user's password on the credential account read with the user
 * (internalAdapter.findUserWithCredentialBy), or gives the user one when they had none (social or
 * magic-link only): one statement, where setCredentialPassword would read the account again.
 */
export async function writeCredentialPassword(
  context: RequestContext,
  userId: string,
  credential: Account | null,
  passwordHash: string,
): Promise<void> {
  const { internalAdapter } = context;
  if (credential) {
    const byId = [{ field: "id", value: credential.id }];
    await internalAdapter.updateRecord("account", byId, { password: passwordHash });
    return;
  }
  await internalAdapter.createRecord("account", {
    userId,
    providerId: CREDENTIAL_PROVIDER_ID,
    accountId: userId,
    password: passwordHash,
  });
}
