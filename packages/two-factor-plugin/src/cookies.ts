import type { AuthContext, AuthCookie, CookieJar } from "@tollgate/auth-server";

/** Better Auth's cookie names: `<prefix>.two_factor` (a pending sign-in), `<prefix>.trust_device`. */
export function twoFactorCookie(context: AuthContext, maxAge: number): AuthCookie {
  return derived(context, "two_factor", maxAge);
}

export function trustDeviceCookie(context: AuthContext, maxAge: number): AuthCookie {
  return derived(context, "trust_device", maxAge);
}

function derived(context: AuthContext, suffix: string, maxAge: number): AuthCookie {
  const { sessionToken } = context.cookies;
  return {
    name: sessionToken.name.replace(/session_token$/, suffix),
    attributes: { ...sessionToken.attributes, maxAge },
  };
}

/** Sets `value` signed with the server secret (`value.signature`, like the session cookie). */
export async function setSigned(
  context: AuthContext,
  jar: CookieJar,
  cookie: AuthCookie,
  value: string,
): Promise<void> {
  jar.set(cookie, `${value}.${await context.signer.sign(value)}`);
}

/** The cookie's value when its signature holds, else null. */
export async function readSigned(
  context: AuthContext,
  jar: CookieJar,
  cookie: AuthCookie,
): Promise<string | null> {
  const signed = jar.get(cookie.name);
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  return (await context.signer.verify(value, signed.slice(dot + 1))) ? value : null;
}
