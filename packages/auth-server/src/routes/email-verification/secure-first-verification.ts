import type { AuthContext } from "../../context/context-types";
import type { RecordWrite } from "../../db/internal-adapter-types";
import { CREDENTIAL_PROVIDER_ID } from "../../types/models";

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
 *
 * Answers the writes that do it, to go in one batch with the verification: the sessions'
 * delete, then (unless the password stays) the password's clearing, whose answer (the rows it
 * changed) says whether a password was cleared. With secondary storage the sessions are ended
 * first by internalAdapter.deleteUserSessions, which also revokes the cached entries of
 * sessions made meanwhile, and the writes hold only the password's clearing.
 */
export async function firstVerificationWrites(
  context: AuthContext,
  userId: string,
  followedByPasswordSetter: boolean,
): Promise<{ writes: RecordWrite[]; clearsPassword: boolean }> {
  const ofUser = [{ field: "userId", value: userId }];
  const writes: RecordWrite[] = [];
  if (context.options.secondaryStorage) await context.internalAdapter.deleteUserSessions(userId);
  else writes.push({ delete: { model: "session", where: ofUser } });
  const keepPassword =
    followedByPasswordSetter ||
    context.options.emailVerification?.keepPasswordSetBeforeVerification;
  if (keepPassword) return { writes, clearsPassword: false };
  const where = [
    ...ofUser,
    { field: "providerId", value: CREDENTIAL_PROVIDER_ID },
    { field: "password", operator: "ne" as const, value: null },
  ];
  writes.push({ update: { model: "account", where, data: { password: null } } });
  return { writes, clearsPassword: true };
}
