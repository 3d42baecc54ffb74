import type { IncomingHttpHeaders } from "node:http";

/**
 * node:http's parsed request headers as a Web Headers. HTTP/2's pseudo-headers (":authority"…)
 * are not header names a Headers accepts and are left out; repeated headers keep each value.
 */
export function headersOfNodeRequest(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const name in raw) {
    const value = raw[name];
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, String(value));
  }
  return headers;
}
