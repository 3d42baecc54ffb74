import type { IncomingHttpHeaders } from "node:http";

/**
 * Better Auth's `fromNodeHeaders`: node:http's header object (Express's, Fastify's `req.headers`)
 * as Web Headers, for `auth.api.getSession({ headers: fromNodeHeaders(req.headers) })`.
 */
export function fromNodeHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
