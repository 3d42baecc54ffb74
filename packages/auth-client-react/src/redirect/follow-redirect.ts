import { isRecord } from "../util/is-record";

/**
 * A successful answer `{ url, redirect: true }` sends the browser to `url`, but only to an
 * http(s) address or a relative one: `javascript:`, `data:` and the like are refused.
 */
export function followRedirect(data: unknown): void {
  if (typeof window === "undefined" || !isRecord(data) || data.redirect !== true) return;
  const { url } = data;
  const { location } = window;
  if (typeof url === "string" && url && /^https?:$/.test(new URL(url, location.href).protocol))
    location.href = url;
}
