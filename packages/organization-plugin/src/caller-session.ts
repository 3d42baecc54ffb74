import {
  type Row,
  refreshSessionCache,
  requireSession,
  type Session,
  type SessionWithUser,
} from "@tollgate/auth-server";
import type { OrganizationSessionFields } from "./schema";

// The caller's session as the organization endpoints read and change it. With
// `session.cookieCache` on, a session read from the cache may hold an active organization that
// was changed since (on another device: a leave, a removal, a deletion), and a session written
// here would be answered stale by get-session until the cache expired, unless the cache is
// rewritten. Other devices' caches keep their old values until `cookieCache.maxAge`.

type EndpointContext = Parameters<typeof requireSession>[0] &
  Parameters<typeof refreshSessionCache>[0];

/** The caller's session read past the cookie cache (401 without one): for calls that change it. */
export const requireStoredSession = (ctx: EndpointContext) =>
  requireSession(ctx, { disableCookieCache: true });

/**
 * The caller's session for a call about `named`, else about the active organization: read past
 * the cookie cache when the call relies on the active organization, so it counts as stored now.
 */
export const requireSessionForOrganization = (
  ctx: EndpointContext,
  named: string | null | undefined,
) => requireSession(ctx, { disableCookieCache: !named });

/** Writes `fields` to the caller's session and rewrites their cookie cache with the result. */
export async function updateCallerSession(
  ctx: EndpointContext,
  caller: SessionWithUser,
  fields: OrganizationSessionFields,
): Promise<void> {
  const { token } = caller.session;
  const updated = await ctx.context.internalAdapter.updateSession(token, { ...fields });
  if (updated) await refreshSessionCache(ctx, { session: updated, user: caller.user });
}

/**
 * After a write that cleared an organization from sessions (leave, remove-member): when the
 * caller's session was one of them (`cleared`, the session rows as updated), rewrites the
 * caller's cookie cache with it. `caller` must have been read past the cache (requireStoredSession).
 */
export async function refreshCallerSessionIfCleared(
  ctx: EndpointContext,
  caller: SessionWithUser,
  cleared: readonly Row[],
): Promise<void> {
  const own = cleared.find((session) => session.token === caller.session.token);
  // A row of the session table, as updated: the caller's session now.
  if (own) await refreshSessionCache(ctx, { session: own as Session & Row, user: caller.user });
}
