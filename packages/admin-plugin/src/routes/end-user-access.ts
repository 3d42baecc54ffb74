import type { RequestContext } from "@tollgate/auth-server";

/** The API-key plugin's table, when that plugin is present (the admin plugin does not import it). */
export const API_KEY_MODEL = "apikey";

/**
 * What a ban ends besides the user's right to sign in: every session they have (each instance's
 * cache entry included) and every API key they made, disabled so that /api-key/verify refuses
 * it too. The session gate already refuses a banned user's sessions and keys; this makes the
 * refusal visible where they are listed. Unbanning re-enables nothing: the user turns keys back
 * on from a signed-in session.
 */
export async function endUserAccess(context: RequestContext, userId: string): Promise<void> {
  await context.internalAdapter.deleteUserSessions(userId);
  if (context.schema[API_KEY_MODEL])
    await context.internalAdapter.updateRecords(
      API_KEY_MODEL,
      [{ field: "userId", value: userId }],
      { enabled: false },
    );
}
