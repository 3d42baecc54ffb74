import type { AuthContext } from "../context/context-types";
import { signValue } from "../cookies/signed-value";
import type { SessionWithUser } from "../types/models";
import { encodeSessionCache, MAX_CACHE_COOKIE_LENGTH } from "./cookie-cache";
import type { CookieJar } from "./cookie-jar";

/** Writes the session cache cookie, or removes it when the payload is over the size cap. */
export async function setSessionCacheCookie(
  context: AuthContext,
  jar: CookieJar,
  session: SessionWithUser,
  now = Date.now(),
) {
  if (!context.sessionConfig.cookieCache.enabled) return;
  const value = await encodeSessionCache(context, session, now);
  const probe = `${context.cookies.sessionData.name}=${encodeURIComponent(value)}`;
  if (probe.length > MAX_CACHE_COOKIE_LENGTH) {
    context.logger.warn(
      `session cookie cache refused: ${probe.length} characters exceeds ${MAX_CACHE_COOKIE_LENGTH}`,
    );
    if (jar.get(context.cookies.sessionData.name)) jar.expire(context.cookies.sessionData);
    return;
  }
  jar.set(context.cookies.sessionData, value);
}

/** Sets the token cookie (and dont_remember / the cache) for a session just created or refreshed. */
export async function setSessionCookies(
  context: AuthContext,
  jar: CookieJar,
  session: SessionWithUser,
  options: { dontRememberMe: boolean },
): Promise<void> {
  const { cookies } = context;
  const signedToken = await signValue(context.signer, session.session.token);
  if (options.dontRememberMe) {
    jar.set(cookies.sessionToken, signedToken, { maxAge: undefined });
    jar.set(cookies.dontRemember, await signValue(context.signer, "true"));
  } else {
    jar.set(cookies.sessionToken, signedToken);
    if (jar.get(cookies.dontRemember.name)) jar.expire(cookies.dontRemember);
  }
  await setSessionCacheCookie(context, jar, session);
}

export function deleteSessionCookies(context: AuthContext, jar: CookieJar): void {
  jar.expire(context.cookies.sessionToken);
  jar.expire(context.cookies.sessionData);
  jar.expire(context.cookies.dontRemember);
}
