import type { AuthContext } from "../../context/context-types";

/** `url` with `params` appended to its query string (relative or absolute, query or not). */
export function withQuery(url: string, params: Record<string, string>): string {
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const query = new URLSearchParams(params).toString();
  if (!query) return url;
  const separator = base.includes("?")
    ? base.endsWith("?") || base.endsWith("&")
      ? ""
      : "&"
    : "?";
  return `${base}${separator}${query}${fragment}`;
}

/** An absolute URL of one of this server's endpoints, e.g. for a link in a mail. */
export function endpointURL(
  context: AuthContext,
  path: string,
  params: Record<string, string>,
): string {
  return withQuery(`${context.baseURL}${context.basePath}${path}`, params);
}
