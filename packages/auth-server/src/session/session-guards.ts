import type { RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import type { SessionWithUser } from "../types/models";
import { cookieJarOf } from "./cookie-jar";
import { isSessionFresh, type ResolveSessionFlags, resolveSession } from "./resolve-session";

interface SessionCarrier {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * How a guard reads the session. `disableCookieCache`: read it from the database (or secondary
 * storage) even when a valid cookie-cache entry is present — for checks that must see a role,
 * ban or membership changed seconds ago, not up to `cookieCache.maxAge` ago.
 */
export type SessionReadOptions = Pick<ResolveSessionFlags, "disableCookieCache" | "read">;

/**
 * The caller's session, or null. Read at most once per request; with `disableCookieCache`, a
 * session that came from the cookie cache is read again from the store.
 */
export async function getCurrentSession(
  ctx: SessionCarrier,
  options: SessionReadOptions = {},
): Promise<SessionWithUser | null> {
  const { context } = ctx;
  const known = context.currentSession;
  if (known && !(options.disableCookieCache && context.currentSessionMayBeCached)) return known;
  const jar = cookieJarOf(ctx);
  const session = await resolveSession(context, jar, options);
  context.currentSession = session;
  context.currentSessionMayBeCached =
    !options.disableCookieCache && session !== null && context.sessionConfig.cookieCache.enabled;
  return session;
}

/** UNAUTHORIZED unless the request carries a valid session (read as `options` say). */
export async function requireSession(
  ctx: SessionCarrier,
  options: SessionReadOptions = {},
): Promise<SessionWithUser> {
  const session = await getCurrentSession(ctx, options);
  if (!session)
    throw authError("UNAUTHORIZED", "NOT_AUTHENTICATED", undefined, ctx.responseHeaders);
  return session;
}

/** FORBIDDEN 'Session is not fresh' unless the session was updated within freshAge. */
export async function requireFreshSession(ctx: SessionCarrier): Promise<SessionWithUser> {
  const session = await requireSession(ctx);
  if (!isSessionFresh(ctx.context, session)) throw authError("FORBIDDEN", "SESSION_NOT_FRESH");
  return session;
}
