/**
 * Where to go once signed in: the `next` query parameter when it is a path of this app (a page
 * that sent the person to sign in, like an invitation), else the account page. Never another
 * site: `//host` and absolute URLs are ignored.
 */
export function afterSignIn(query: URLSearchParams): string {
  const next = query.get("next");
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")
    ? next
    : "/account";
}
