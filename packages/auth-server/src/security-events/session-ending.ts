import type { AuthContext } from "../context/context-types";
import type { SecurityEventActor } from "./security-event";

/**
 * Who owns the session a sign-out is about to end, read only when a security-event listener is
 * installed (without one, a sign-out reads nothing more than before). Null when the token names
 * no session.
 */
export async function sessionEndingForAudit(
  context: AuthContext,
  token: string,
): Promise<{ actor: SecurityEventActor } | null> {
  if (context.securityEventListeners.length === 0) return null;
  const found = await context.internalAdapter.findSession(token);
  if (!found) return null;
  const impersonatedBy = found.session.impersonatedBy;
  if (typeof impersonatedBy === "string" && impersonatedBy)
    return { actor: { type: "admin", id: impersonatedBy } };
  return { actor: { type: "user", id: found.user.id } };
}
