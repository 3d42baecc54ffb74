import type { AuthContext } from "@tollgate/auth-server";

/** `url` with `params` added to its query, relative or absolute, keeping its fragment last. */
export function withQuery(url: string, params: Record<string, string>): string {
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : /[?&]$/.test(base) ? "" : "&";
  return `${base}${separator}${new URLSearchParams(params)}${fragment}`;
}

/** The link a mail carries: this server's GET /magic-link/verify with the token and the redirects. */
export function verifyLinkURL(
  context: AuthContext,
  token: string,
  redirects: { callbackURL?: string; newUserCallbackURL?: string; errorCallbackURL?: string },
): string {
  const params: Record<string, string> = { token, callbackURL: redirects.callbackURL || "/" };
  if (redirects.newUserCallbackURL) params.newUserCallbackURL = redirects.newUserCallbackURL;
  if (redirects.errorCallbackURL) params.errorCallbackURL = redirects.errorCallbackURL;
  return withQuery(`${context.baseURL}${context.basePath}/magic-link/verify`, params);
}
