import type { SessionWithUser } from "../types/models";
import { cookieJarOf } from "./cookie-jar";
import { deleteSessionCookies, setSessionCacheCookie, setSessionCookies } from "./session-cookies";

/** What the helpers need of an endpoint's or hook's context. */
interface CookieCarrier {
  context: Parameters<typeof setSessionCookies>[0] & { currentSession: SessionWithUser | null };
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * Makes `session` the caller's: sets the token cookie (without Max-Age and with the
 * don't-remember cookie when `dontRememberMe`), the cookie cache when it is on, and
 * `ctx.context.currentSession`. For plugins that switch the caller to a session they did not
 * create with startSession (an admin's own session restored after impersonation).
 */
export async function setSessionCookie(
  ctx: CookieCarrier,
  session: SessionWithUser,
  options: { dontRememberMe?: boolean } = {},
): Promise<void> {
  await setSessionCookies(ctx.context, cookieJarOf(ctx), session, {
    dontRememberMe: options.dontRememberMe === true,
  });
  ctx.context.currentSession = session;
}

/**
 * Rewrites the caller's cookie cache after a plugin changed their session or user (an active
 * organization set, a role changed), so the next get-session answers the new values instead of
 * the cached ones; does nothing when the cookie cache is off. Other devices' caches keep the old
 * values until they expire (`session.cookieCache.maxAge`).
 */
export async function refreshSessionCache(
  ctx: CookieCarrier,
  session: SessionWithUser,
): Promise<void> {
  await setSessionCacheCookie(ctx.context, cookieJarOf(ctx), session);
  ctx.context.currentSession = session;
}

/** Expires the session token, cookie cache and don't-remember cookies (the caller is signed out). */
export function deleteSessionCookie(ctx: CookieCarrier): void {
  deleteSessionCookies(ctx.context, cookieJarOf(ctx));
  ctx.context.currentSession = null;
}
