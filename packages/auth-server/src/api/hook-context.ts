import type { AfterHookContext } from "../plugins/plugin-types";
import type { EndpointCall } from "./run-endpoint";

/**
 * The one context a request's hooks share (before hooks, then after hooks with `returned`
 * set): its response headers are the list the endpoint writes to, so what a hook sets there
 * reaches the client, and a hook can call requireSession(ctx) / getCurrentSession(ctx).
 */
export function createHookContext(call: EndpointCall, responseHeaders: Headers): AfterHookContext {
  const requestHeaders = call.headers;
  return {
    path: call.path,
    method: call.method,
    body: call.body,
    query: call.query,
    headers: requestHeaders,
    // Read through, so a node:http call builds its Request only if a hook reads it.
    get request() {
      return call.context.request;
    },
    context: call.context,
    getHeader: (name) => requestHeaders?.get(name) ?? null,
    setHeader: (name, value) => responseHeaders.set(name, value),
    responseHeaders,
    returned: undefined,
  };
}
