import type { RequestContext } from "@tollgate/auth-server";

/**
 * Whether sessions live in secondary storage, where ending a user's sessions must go through the
 * internal adapter's session operations (deleteUserSessions, deleteUser) rather than a
 * writeRecords batch. Both mark the cached sessions they find revoked before deleting the rows,
 * but only the operations also revoke a session that a concurrent sign-in wrote after that look
 * and before the delete; a batch would leave it cached, and accepted, until it expires.
 * Without secondary storage the database is the record and a batch ends every session.
 */
export function keepsSessionsInStorage(context: RequestContext): boolean {
  return context.options.secondaryStorage !== undefined;
}
