import type { IncomingMessage } from "node:http";

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * How to build the Web Request of a node:http request, for the request context to run only
 * when something reads `request` (an application callback, a hook, an endpoint): its URL is
 * made as better-call's node adapter makes it (X-Forwarded-Proto, else the socket's protocol;
 * the Host header; the request's path and query), its method and headers are the request's.
 * It carries no body: the handler has read it already, as auth.handler has read a Web
 * Request's.
 */
export function webRequestBuilder(req: IncomingMessage, headers: Headers): () => Request {
  return () => {
    const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
    const protocol = first(req.headers["x-forwarded-proto"]) ?? (encrypted ? "https" : "http");
    const host = first(req.headers[":authority"]) ?? req.headers.host ?? "localhost";
    return new Request(`${protocol}://${host}${req.url ?? "/"}`, {
      method: req.method ?? "GET",
      headers,
    });
  };
}
