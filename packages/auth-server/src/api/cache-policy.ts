/**
 * Auth answers are never stored by browsers or shared caches: every one of them either carries a
 * session (Set-Cookie, a token), personal data (the user, sessions, accounts) or depends on who
 * asks. So the answer builder gives every answer `Cache-Control: no-store` — one rule instead of
 * a list of routes a new endpoint could be missing from. An endpoint that sets its own
 * Cache-Control (e.g. a public key set) keeps it.
 */
export const NO_STORE = "no-store";

export function applyDefaultCachePolicy(headers: Headers): void {
  if (!headers.has("cache-control")) headers.set("cache-control", NO_STORE);
}
