import {
  authError,
  CREDENTIAL_PROVIDER_ID,
  type RequestContext,
  type User,
} from "@tollgate/auth-server";
import type { ResolvedTwoFactorOptions } from "./options";

/**
 * 400 INVALID_PASSWORD unless `password` is the user's. A user without a password (social
 * sign-in only) passes without one when `allowPasswordless` is on.
 */
export async function checkPassword(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  user: User,
  password: string | undefined,
): Promise<void> {
  const accounts = await context.internalAdapter.findAccounts(user.id);
  const hash = accounts.find(
    (account) => account.providerId === CREDENTIAL_PROVIDER_ID && account.password,
  )?.password;
  if (!hash) {
    if (options.allowPasswordless) return;
    throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "password" });
  }
  const matches = password !== undefined && (await context.password.verify({ hash, password }));
  if (!matches) throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "password" });
}
