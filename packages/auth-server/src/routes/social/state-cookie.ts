import type { AuthContext } from "../../context/context-types";
import type { AuthCookie } from "../../cookies/auth-cookies";
import { signValue, unsignValue } from "../../cookies/signed-value";
import type { CookieJar } from "../../session/cookie-jar";

/**
 * `<prefix>.oauth_state`: the browser that started a social sign-in or link carries its state id,
 * signed, for as long as the state lives. The callback completes only in that browser, so a
 * callback URL made by someone else (their own provider account, their own link request) and
 * sent to a victim signs nobody in and links nothing (OAuth login CSRF, RFC 6749 §10.12).
 * SameSite=Lax: a provider's redirect back (a top-level GET) carries it.
 */
function stateCookie(context: AuthContext, maxAge: number): AuthCookie {
  const { sessionToken } = context.cookies;
  return {
    name: sessionToken.name.replace(/session_token$/, "oauth_state"),
    attributes: { ...sessionToken.attributes, maxAge },
  };
}

export async function bindStateToBrowser(
  context: AuthContext,
  jar: CookieJar,
  state: string,
  lifetimeSeconds: number,
): Promise<void> {
  jar.set(stateCookie(context, lifetimeSeconds), await signValue(context.signer, state));
}

/** Whether this request carries the state cookie at all (a cross-site form POST does not). */
export function hasStateCookie(context: AuthContext, jar: CookieJar): boolean {
  return jar.get(stateCookie(context, 0).name) !== undefined;
}

/** Whether this browser started the flow of `state`; the cookie is spent either way. */
export async function takeBrowserState(
  context: AuthContext,
  jar: CookieJar,
  state: string,
): Promise<boolean> {
  const cookie = stateCookie(context, 0);
  const signed = jar.get(cookie.name);
  if (!signed) return false;
  jar.expire(cookie);
  return (await unsignValue(context.signer, signed)) === state;
}
