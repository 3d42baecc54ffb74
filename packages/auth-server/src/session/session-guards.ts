import type { RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import type { SessionWithUser } from "../types/models";
import { cookieJarOf } from "./cookie-jar";
import { isSessionFresh, resolveSession } from "./resolve-session";

interface SessionCarrier {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/** The caller's session (read at most once per request), or null. */
export async function getCurrentSession(ctx: SessionCarrier): Promise<SessionWithUser | null> {
  if (ctx.context.currentSession) return ctx.context.currentSession;
  const session = await resolveSession(ctx.context, cookieJarOf(ctx));
  ctx.context.currentSession = session;
  return session;
}

/** UNAUTHORIZED unless the request carries a valid session. */
export async function requireSession(ctx: SessionCarrier): Promise<SessionWithUser> {
  const session = await getCurrentSession(ctx);
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
