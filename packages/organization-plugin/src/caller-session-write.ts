import {
  type Row,
  refreshSessionCache,
  type SessionWithUser,
  type Where,
} from "@tollgate/auth-server";
import type { OrganizationSessionFields } from "./schema";

// The caller's session changed by a write that travels with others in one writeRecords batch
// (one statement on PostgreSQL), instead of a write of its own (caller-session.ts).

type CacheContext = Parameters<typeof refreshSessionCache>[0];

/** The write that sets `fields` on the caller's session, for a writeRecords batch. */
export const callerSessionWrite = (
  caller: SessionWithUser,
  fields: OrganizationSessionFields,
): { update: { model: string; where: Where[]; data: Row } } => ({
  update: {
    model: "session",
    where: [{ field: "token", value: caller.session.token }],
    data: { ...fields },
  },
});

/**
 * After a batch that updated sessions (the caller's among them, or not): rewrites the caller's
 * cookie cache from its updated row, so get-session answers the change at once. Nothing when the
 * caller's session was not among `updated`.
 */
export async function refreshCallerSessionFrom(
  ctx: CacheContext,
  caller: SessionWithUser,
  updated: readonly Row[],
): Promise<void> {
  const row = updated.find((session) => session.token === caller.session.token);
  // A session row as writeRecords answers it: the session model's fields, extra fields included.
  if (row)
    await refreshSessionCache(ctx, {
      session: row as SessionWithUser["session"],
      user: caller.user,
    });
}
