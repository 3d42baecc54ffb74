import type { CookieAttributes } from "./cookie-serialize";

export interface AuthCookie {
  name: string;
  attributes: CookieAttributes;
}

export interface AuthCookies {
  /** `<prefix>.session_token`: the signed session token. */
  sessionToken: AuthCookie;
  /** `<prefix>.session_data`: the optional signed cookie cache of { session, user }. */
  sessionData: AuthCookie;
  /** `<prefix>.dont_remember`: marks a rememberMe=false session (never refreshed). */
  dontRemember: AuthCookie;
}

export interface AuthCookieOptions {
  prefix: string;
  secure: boolean;
  sessionExpiresIn: number;
  cacheMaxAge: number;
  defaultAttributes?: CookieAttributes | undefined;
}

/** The names and attributes of every cookie the server sets, computed once at start-up. */
export function createAuthCookies(options: AuthCookieOptions): AuthCookies {
  const securePrefix = options.secure ? "__Secure-" : "";
  const base: CookieAttributes = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    ...options.defaultAttributes,
  };
  const named = (suffix: string, maxAge: number | undefined): AuthCookie => ({
    name: `${securePrefix}${options.prefix}.${suffix}`,
    attributes: { ...base, maxAge },
  });
  return {
    sessionToken: named("session_token", options.sessionExpiresIn),
    sessionData: named("session_data", options.cacheMaxAge),
    dontRemember: named("dont_remember", undefined),
  };
}
