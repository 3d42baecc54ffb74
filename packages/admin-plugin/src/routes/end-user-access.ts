import type { RecordWrite, RequestContext, Row } from "@tollgate/auth-server";
import { keepsSessionsInStorage } from "./sessions-in-storage";
import { type AdminUser, foundTargetUser, updateTargetUser } from "./target-user";

/** The API-key plugin's table, when that plugin is present (the admin plugin does not import it). */
export const API_KEY_MODEL = "apikey";

/**
 * What a ban ends besides the user's right to sign in: every session they have (each instance's
 * cache entry included) and every API key they made, disabled so that /api-key/verify refuses
 * it too. The session gate already refuses a banned user's sessions and keys; this makes the
 * refusal visible where they are listed. Unbanning re-enables nothing: the user turns keys back
 * on from a signed-in session.
 *
 * The ban (the user updated with `ban`; 404 'User not found' when there is none, the other
 * writes then touching nothing), the sessions' deletion and the keys' go as one batch (one
 * statement on PostgreSQL); with sessions in secondary storage (sessions-in-storage.ts), the
 * update, then the core's session operations.
 */
export async function banEndingAccess(
  context: RequestContext,
  userId: string,
  ban: Record<string, unknown>,
): Promise<AdminUser> {
  const { internalAdapter } = context;
  const ofUser = [{ field: "userId", value: userId }];
  const disableKeys: RecordWrite[] =
    context.schema[API_KEY_MODEL] !== undefined
      ? [{ update: { model: API_KEY_MODEL, where: ofUser, data: { enabled: false } } }]
      : [];
  if (keepsSessionsInStorage(context)) {
    const user = await updateTargetUser(context, userId, ban);
    await internalAdapter.deleteUserSessions(userId);
    if (disableKeys.length > 0) await internalAdapter.writeRecords(disableKeys);
    return user;
  }
  const [updated] = await internalAdapter.writeRecords([
    { update: { model: "user", where: [{ field: "id", value: userId }], data: ban } },
    { delete: { model: "session", where: ofUser } },
    ...disableKeys,
  ]);
  // An update answers the rows it updated: the user's, or none.
  return foundTargetUser((updated as Row[])[0]);
}
