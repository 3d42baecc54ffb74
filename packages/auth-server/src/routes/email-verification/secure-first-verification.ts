import type { AuthContext } from "../../context/context-types";
import { findPasswordAccount } from "../password/credential-account";

/**
 * Closes the pre-registration takeover: someone signs up with another person's address and a
 * password of their own, the owner follows the verification link and uses the account, and the
 * first person's sessions and password would keep working. When an address is verified through
 * a link for the first time:
 * - every session of the user made before the verification ends (the browser that followed the
 *   link signed in gets a fresh one);
 * - a password set before the verification is cleared, unless the link was followed in the
 *   browser that signed up with it (password-set-here.ts) or one signed in as this user — then
 *   whoever chose the password is the one who verified — or
 *   `emailVerification.keepPasswordSetBeforeVerification` is set. The user then sets a new one
 *   through the password reset mail.
 */
export async function secureFirstVerification(
  context: AuthContext,
  userId: string,
  followedByPasswordSetter: boolean,
): Promise<{ passwordCleared: boolean }> {
  await context.internalAdapter.deleteUserSessions(userId);
  if (
    followedByPasswordSetter ||
    context.options.emailVerification?.keepPasswordSetBeforeVerification
  )
    return { passwordCleared: false };
  const account = await findPasswordAccount(context, userId);
  if (!account) return { passwordCleared: false };
  await context.internalAdapter.updateAccount(account.id, {
    password: null,
    updatedAt: new Date(),
  });
  return { passwordCleared: true };
}
