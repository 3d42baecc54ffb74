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

/**
 * `path` carrying on the page to return to once signed in (a valid `next` of `query`), so a
 * person who goes from sign-in to sign-up, or through the verification mail, still comes back.
 */
export function carryingNext(path: string, query: URLSearchParams): string {
  const next = afterSignIn(query);
  if (next === "/account" && query.get("next") !== "/account") return path;
  return `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(next)}`;
}
