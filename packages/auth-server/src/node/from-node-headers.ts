import type { IncomingHttpHeaders } from "node:http";

/**
 * Adds node:http's headers to `target`: every value, repeated ones (an array) appended, HTTP/2's
 * pseudo-headers (":authority"…) left out, as they are not header names a Headers accepts.
 */
export function copyNodeHeaders(nodeHeaders: IncomingHttpHeaders, target: Headers): void {
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const item of value) target.append(name, item);
    else target.set(name, String(value));
  }
}

/**
 * Better Auth's `fromNodeHeaders`: node:http's header object (Express's, Fastify's `req.headers`)
 * as Web Headers, for `auth.api.getSession({ headers: fromNodeHeaders(req.headers) })`.
 */
export function fromNodeHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  copyNodeHeaders(nodeHeaders, headers);
  return headers;
}
