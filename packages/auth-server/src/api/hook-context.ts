import type { RequestContext } from "../context/context-types";
import type { AfterHookContext } from "../plugins/plugin-types";
import type { EndpointCall } from "./run-endpoint";

/**
 * A class rather than an object literal so that `request` reads through from the prototype:
 * V8 builds a literal that declares an accessor in its slow path (about a microsecond instead
 * of tens of nanoseconds), and these are built per request.
 */
class RequestHookContext implements AfterHookContext {
  path: string;
  method: string;
  body: unknown;
  query: Record<string, unknown> | undefined;
  headers: Headers | undefined;
  context: RequestContext;
  responseHeaders: Headers;
  returned: unknown = undefined;
  getHeader: (name: string) => string | null;
  setHeader: (name: string, value: string) => void;

  constructor(call: EndpointCall, responseHeaders: Headers) {
    const requestHeaders = call.headers;
    this.path = call.path;
    this.method = call.method;
    this.body = call.body;
    this.query = call.query;
    this.headers = requestHeaders;
    this.context = call.context;
    this.responseHeaders = responseHeaders;
    this.getHeader = (name) => requestHeaders?.get(name) ?? null;
    this.setHeader = (name, value) => responseHeaders.set(name, value);
  }

  /** Read through, so a node:http call builds its Request only if a hook reads it. */
  get request(): Request | undefined {
    return this.context.request;
  }
}

/**
 * The one context a request's hooks share (before hooks, then after hooks with `returned`
 * set): its response headers are the list the endpoint writes to, so what a hook sets there
 * reaches the client, and a hook can call requireSession(ctx) / getCurrentSession(ctx).
 */
export function createHookContext(call: EndpointCall, responseHeaders: Headers): AfterHookContext {
  return new RequestHookContext(call, responseHeaders);
}
