import type { AuthContext, RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import type { SessionWithUser } from "../types/models";
import { isThenable } from "../utils/is-thenable";
import { decodeSessionCache } from "./cookie-cache";
import type { CookieJar } from "./cookie-jar";
import { deleteSessionCookies, setSessionCacheCookie } from "./session-cookies";
import { admitSession, passSessionGate } from "./session-gate";

export interface ResolveSessionFlags {
  disableCookieCache?: boolean;
  disableRefresh?: boolean;
  /**
   * The session of `token` as the caller has already read it from the database (with rows of
   * its own, in one statement): used instead of reading it again when the cookie carries that
   * token. Only without secondary storage, whose entries findSession reads first.
   */
  read?: SessionRead;
}

/** A session read by token ahead of resolveSession: its session and user, or null when none. */
export interface SessionRead {
  token: string;
  found: SessionWithUser | null;
}

/** The signed session token from the request's cookie, or null (at once when known verified). */
export function readSessionToken(
  context: AuthContext,
  jar: CookieJar,
): string | null | Promise<string | null> {
  return jar.getSigned(context.cookies.sessionToken.name, context.signer);
}

/**
 * Spec §4, one read: cache cookie first (no query), else ONE query for session + user. Either
 * way the session passes the gate (session-gate.ts): an expired one is deleted and its cookies
 * cleared, a refused one answers the gate's error. Inside the update window the session is
 * extended unless rememberMe was false, refresh is disabled or the gate forbids it (an
 * impersonation never outlives its original expiry).
 */
export async function resolveSession(
  context: RequestContext,
  jar: CookieJar,
  flags: ResolveSessionFlags = {},
): Promise<SessionWithUser | null> {
  const read = readSessionToken(context, jar);
  const token = isThenable(read) ? await read : read;
  if (!token) {
    if (jar.get(context.cookies.sessionToken.name)) deleteSessionCookies(context, jar);
    return null;
  }
  const now = Date.now();
  const cached = context.sessionConfig.cookieCache.enabled
    ? jar.get(context.cookies.sessionData.name)
    : undefined;
  let cacheIsValid = false;
  if (cached) {
    const result = await decodeSessionCache(context, cached, token, now);
    if (result.status === "valid") {
      if (!flags.disableCookieCache) {
        const admitted = await admitSession(context, result.session, { kind: "cookie-cache" }, now);
        if (admitted) return result.session;
      } else cacheIsValid = true;
    } else {
      jar.expire(context.cookies.sessionData);
    }
  }

  const found =
    flags.read?.token === token
      ? flags.read.found
      : await context.internalAdapter.findSession(token);
  if (!found) {
    deleteSessionCookies(context, jar);
    return null;
  }
  const gate = passSessionGate(context, found, { kind: "cookie" }, now);
  const limits = isThenable(gate) ? await gate : gate;
  if (!limits) {
    await context.internalAdapter.deleteSession(token);
    deleteSessionCookies(context, jar);
    return null;
  }

  const dontRemember = jar.get(context.cookies.dontRemember.name);
  const refreshAllowed =
    !flags.disableRefresh &&
    !context.sessionConfig.disableRefresh &&
    !dontRemember &&
    limits.refresh !== false;
  const refreshDue =
    found.session.expiresAt.getTime() - context.sessionConfig.updateAge * 1000 <= now;
  if (refreshAllowed && refreshDue) {
    const expiresAt = new Date(now + context.sessionConfig.expiresIn * 1000);
    const updated = await context.internalAdapter.updateSession(token, {
      expiresAt,
      updatedAt: new Date(now),
    });
    if (!updated) throw authError("UNAUTHORIZED", "FAILED_TO_GET_SESSION");
    const refreshed: SessionWithUser = { session: updated, user: found.user };
    jar.set(context.cookies.sessionToken, jar.get(context.cookies.sessionToken.name) ?? "");
    await setSessionCacheCookie(context, jar, refreshed, now);
    return refreshed;
  }
  if (context.sessionConfig.cookieCache.enabled && !cacheIsValid)
    await setSessionCacheCookie(context, jar, found, now);
  return found;
}

/**
 * Spec §4: fresh when updated within freshAge seconds; freshAge 0 means always fresh. A session
 * the gate marked never fresh (one made from a credential) is not, whatever its dates say.
 */
export function isSessionFresh(
  context: RequestContext,
  session: SessionWithUser,
  now = Date.now(),
): boolean {
  if (context.currentSessionLimits?.fresh === false) return false;
  const freshAge = context.sessionConfig.freshAge;
  return freshAge === 0 || now - session.session.updatedAt.getTime() <= freshAge * 1000;
}
