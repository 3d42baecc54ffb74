import type { AuthCookie } from "../cookies/auth-cookies";
import { readCookie } from "../cookies/cookie-parse";
import { type CookieAttributes, expireCookie, serializeCookie } from "../cookies/cookie-serialize";
import { readSignedCookie } from "../cookies/signed-cookie";
import type { HmacSigner } from "../crypto/hmac";

/** The request's cookies (each read where it sits) and the response's Set-Cookie headers. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** The value a signed cookie's signature holds for, null when it has none that verifies. */
  getSigned(name: string, signer: HmacSigner): string | null | Promise<string | null>;
  set(cookie: AuthCookie, value: string, overrides?: CookieAttributes): string;
  expire(cookie: AuthCookie): void;
}

export function createCookieJar(
  requestCookieHeader: string | null,
  responseHeaders: Headers,
): CookieJar {
  return {
    get: (name) => readCookie(requestCookieHeader, name),
    getSigned: (name, signer) => readSignedCookie(requestCookieHeader, name, signer),
    set(cookie, value, overrides) {
      const serialized = serializeCookie(cookie.name, value, {
        ...cookie.attributes,
        ...overrides,
      });
      responseHeaders.append("set-cookie", serialized);
      return serialized;
    },
    expire(cookie) {
      responseHeaders.append("set-cookie", expireCookie(cookie.name, cookie.attributes));
    },
  };
}

/** The jar of a better-call endpoint context. */
export function cookieJarOf(ctx: {
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}): CookieJar {
  return createCookieJar(ctx.getHeader("cookie"), ctx.responseHeaders);
}
