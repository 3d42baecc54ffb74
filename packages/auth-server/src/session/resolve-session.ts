import type { AuthContext } from "../context/context-types";
import { unsignValue } from "../cookies/signed-value";
import { authError } from "../errors/auth-api-error";
import type { SessionWithUser } from "../types/models";
import { decodeSessionCache } from "./cookie-cache";
import type { CookieJar } from "./cookie-jar";
import { deleteSessionCookies, setSessionCacheCookie } from "./session-cookies";

export interface ResolveSessionFlags {
  disableCookieCache?: boolean;
  disableRefresh?: boolean;
}

/** The signed session token from the request's cookie, or null. */
export async function readSessionToken(
  context: AuthContext,
  jar: CookieJar,
): Promise<string | null> {
  const signed = jar.get(context.cookies.sessionToken.name);
  return signed ? unsignValue(context.signer, signed) : null;
}

/**
 * Spec §4, one read: cache cookie first (no query), else ONE query for session + user;
 * an expired session is deleted and its cookies cleared; inside the update window the
 * session is extended unless rememberMe was false or refresh is disabled.
 */
export async function resolveSession(
  context: AuthContext,
  jar: CookieJar,
  flags: ResolveSessionFlags = {},
): Promise<SessionWithUser | null> {
  const token = await readSessionToken(context, jar);
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
      if (!flags.disableCookieCache) return result.session;
      cacheIsValid = true;
    } else {
      jar.expire(context.cookies.sessionData);
    }
  }

  const found = await context.internalAdapter.findSession(token);
  if (!found) {
    deleteSessionCookies(context, jar);
    return null;
  }
  if (found.session.expiresAt.getTime() <= now) {
    await context.internalAdapter.deleteSession(token);
    deleteSessionCookies(context, jar);
    return null;
  }

  const dontRemember = jar.get(context.cookies.dontRemember.name);
  const refreshAllowed =
    !flags.disableRefresh && !context.sessionConfig.disableRefresh && !dontRemember;
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

/** Spec §4: fresh when updated within freshAge seconds; freshAge 0 means always fresh. */
export function isSessionFresh(
  context: AuthContext,
  session: SessionWithUser,
  now = Date.now(),
): boolean {
  const freshAge = context.sessionConfig.freshAge;
  return freshAge === 0 || now - session.session.updatedAt.getTime() <= freshAge * 1000;
}
