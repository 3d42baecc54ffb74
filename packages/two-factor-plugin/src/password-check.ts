import { authError, type RequestContext } from "@tollgate/auth-server";
import type { ResolvedTwoFactorOptions } from "./options";

/**
 * 400 INVALID_PASSWORD unless `password` matches `passwordHash`, the user's (see
 * findTwoFactorAndPassword). A user without a password (social sign-in only) passes without one
 * when `allowPasswordless` is on.
 */
export async function checkPassword(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  passwordHash: string | null,
  password: string | undefined,
): Promise<void> {
  if (!passwordHash) {
    if (options.allowPasswordless) return;
    throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "password" });
  }
  const matches =
    password !== undefined && (await context.password.verify({ hash: passwordHash, password }));
  if (!matches) throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "password" });
}
