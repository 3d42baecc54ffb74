import type { IncomingHttpHeaders } from "node:http";

/**
 * Better Auth's `fromNodeHeaders`: node:http's header object (Express's, Fastify's `req.headers`)
 * as Web Headers, for `auth.api.getSession({ headers: fromNodeHeaders(req.headers) })`;
 * toNodeHandler reads every request's headers through it too. HTTP/2's pseudo-headers
 * (":authority"…) are not header names a Headers accepts and are left out.
 */
export function fromNodeHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}
