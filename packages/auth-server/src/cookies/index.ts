export { type AuthCookie, type AuthCookies, createAuthCookies } from "./auth-cookies";
export { parseCookieHeader } from "./cookie-parse";
export {
  CookieAgeError,
  type CookieAttributes,
  expireCookie,
  MAX_COOKIE_AGE_SECONDS,
  serializeCookie,
} from "./cookie-serialize";
export { signValue, unsignValue } from "./signed-value";
