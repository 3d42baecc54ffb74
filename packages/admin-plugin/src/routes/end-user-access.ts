import type { RequestContext } from "@tollgate/auth-server";
import { keepsSessionsInStorage } from "./sessions-in-storage";

/** The API-key plugin's table, when that plugin is present (the admin plugin does not import it). */
export const API_KEY_MODEL = "apikey";

/**
 * What a ban ends besides the user's right to sign in: every session they have (each instance's
 * cache entry included) and every API key they made, disabled so that /api-key/verify refuses
 * it too. The session gate already refuses a banned user's sessions and keys; this makes the
 * refusal visible where they are listed. Unbanning re-enables nothing: the user turns keys back
 * on from a signed-in session. Both go as one batch (one statement on PostgreSQL), unless
 * sessions live in secondary storage (see sessions-in-storage.ts).
 */
export async function endUserAccess(context: RequestContext, userId: string): Promise<void> {
  const { internalAdapter } = context;
  const ofUser = [{ field: "userId", value: userId }];
  const disableKeys = context.schema[API_KEY_MODEL] !== undefined;
  if (keepsSessionsInStorage(context)) {
    await internalAdapter.deleteUserSessions(userId);
    if (disableKeys) await internalAdapter.updateRecords(API_KEY_MODEL, ofUser, { enabled: false });
    return;
  }
  await internalAdapter.writeRecords([
    { delete: { model: "session", where: ofUser } },
    ...(disableKeys
      ? [{ update: { model: API_KEY_MODEL, where: ofUser, data: { enabled: false } } }]
      : []),
  ]);
}
