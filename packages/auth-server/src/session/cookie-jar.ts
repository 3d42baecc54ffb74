import type { AuthCookie } from "../cookies/auth-cookies";
import { parseCookieHeader } from "../cookies/cookie-parse";
import { type CookieAttributes, expireCookie, serializeCookie } from "../cookies/cookie-serialize";

/** The request's cookies (parsed once) and the response's Set-Cookie headers. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(cookie: AuthCookie, value: string, overrides?: CookieAttributes): string;
  expire(cookie: AuthCookie): void;
}

export function createCookieJar(
  requestCookieHeader: string | null,
  responseHeaders: Headers,
): CookieJar {
  let parsed: Map<string, string> | undefined;
  return {
    get(name) {
      parsed ??= parseCookieHeader(requestCookieHeader);
      return parsed.get(name);
    },
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
