import type { AuthContext } from "../../context/context-types";
import type { AuthCookie } from "../../cookies/auth-cookies";
import { signValue, unsignValue } from "../../cookies/signed-value";
import type { CookieJar } from "../../session/cookie-jar";
import { DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN } from "../../tokens/verification-jwt";

/**
 * `<prefix>.password_set_here`: the browser that signed up with a password carries the user id,
 * signed, until the verification link expires. Following the link in that browser shows that
 * whoever verified the address also chose the password (secure-first-verification.ts keeps it).
 * Another browser cannot get this cookie: it is HttpOnly and set by this server only.
 */
function passwordSetHereCookie(context: AuthContext): AuthCookie {
  const { sessionToken } = context.cookies;
  const lifetime =
    context.options.emailVerification?.expiresIn ?? DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN;
  return {
    name: sessionToken.name.replace(/session_token$/, "password_set_here"),
    attributes: { ...sessionToken.attributes, maxAge: lifetime },
  };
}

export async function rememberPasswordSetHere(
  context: AuthContext,
  jar: CookieJar,
  userId: string,
): Promise<void> {
  jar.set(passwordSetHereCookie(context), await signValue(context.signer, userId));
}

/** Whether this browser signed up as `userId`; the cookie is spent either way. */
export async function takePasswordSetHere(
  context: AuthContext,
  jar: CookieJar,
  userId: string,
): Promise<boolean> {
  const cookie = passwordSetHereCookie(context);
  const signed = jar.get(cookie.name);
  if (!signed) return false;
  jar.expire(cookie);
  return (await unsignValue(context.signer, signed)) === userId;
}
