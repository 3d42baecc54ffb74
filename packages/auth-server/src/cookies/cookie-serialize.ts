/** Spec §9: a cookie may not live longer than 400 days. */
export const MAX_COOKIE_AGE_SECONDS = 34_560_000;

export interface CookieAttributes {
  maxAge?: number | undefined;
  path?: string | undefined;
  domain?: string | undefined;
  httpOnly?: boolean | undefined;
  secure?: boolean | undefined;
  sameSite?: "lax" | "strict" | "none" | undefined;
  partitioned?: boolean | undefined;
}

export class CookieAgeError extends Error {
  constructor(name: string, maxAge: number) {
    super(
      `${name}: a cookie max-age of ${maxAge} s exceeds the limit of ${MAX_COOKIE_AGE_SECONDS} s (400 days)`,
    );
    this.name = "CookieAgeError";
  }
}

const SAME_SITE = { lax: "Lax", strict: "Strict", none: "None" } as const;

export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let cookie = `${name}=${encodeURIComponent(value)}`;
  if (attributes.maxAge !== undefined) {
    if (attributes.maxAge > MAX_COOKIE_AGE_SECONDS)
      throw new CookieAgeError(name, attributes.maxAge);
    cookie += `; Max-Age=${Math.floor(attributes.maxAge)}`;
  }
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`;
  cookie += `; Path=${attributes.path ?? "/"}`;
  if (attributes.httpOnly) cookie += "; HttpOnly";
  if (attributes.secure) cookie += "; Secure";
  if (attributes.sameSite) cookie += `; SameSite=${SAME_SITE[attributes.sameSite]}`;
  if (attributes.partitioned) cookie += "; Partitioned";
  return cookie;
}

/** A Set-Cookie value that removes the cookie. */
export function expireCookie(name: string, attributes: CookieAttributes): string {
  return serializeCookie(name, "", { ...attributes, maxAge: 0 });
}
