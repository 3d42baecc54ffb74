import type { AnyEndpoint } from "../plugins/plugin-types";

/** A handler as createAuthEndpoint received it: called with an endpoint context. */
export type EndpointHandlerFunction = (context: EndpointContextValue) => Promise<unknown>;

/** The run-time shape of better-call's EndpointContext (see endpoint-context.ts). */
export type EndpointContextValue = Record<string, unknown>;

const handlers = new WeakMap<AnyEndpoint, EndpointHandlerFunction>();

/** Remembers the handler behind an endpoint made by createAuthEndpoint. */
export function rememberHandler(endpoint: AnyEndpoint, handler: EndpointHandlerFunction): void {
  handlers.set(endpoint, handler);
}

/** The handler behind an endpoint, when Tollgate made it; undefined for foreign endpoints. */
export function handlerOf(endpoint: AnyEndpoint): EndpointHandlerFunction | undefined {
  return handlers.get(endpoint);
}
