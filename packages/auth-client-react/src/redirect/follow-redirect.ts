/**
 * A successful answer `{ url, redirect: true }` sends the browser to `url`, but only to an
 * http(s) address or a relative one: `javascript:`, `data:` and the like are refused.
 */
export function followRedirect(data: unknown): void {
  if (typeof window === "undefined" || !data || typeof data !== "object") return;
  if (!("redirect" in data && data.redirect === true && "url" in data)) return;
  const { url } = data;
  if (typeof url !== "string" || !url) return;
  const target = new URL(url, window.location.href);
  if (target.protocol === "http:" || target.protocol === "https:") window.location.href = url;
}
