import { createMiddleware, type MiddlewareContext, type MiddlewareOptions } from "better-call";
import type { RequestContext } from "../context/context-types";
import type { EndpointContextValue } from "./endpoint-handlers";

/** The context an auth middleware receives: better-call's, with ctx.context = RequestContext. */
export type AuthMiddlewareContext = MiddlewareContext<MiddlewareOptions, RequestContext>;

type MiddlewareHandlerFunction = (context: EndpointContextValue) => Promise<unknown>;

const handlers = new WeakMap<object, MiddlewareHandlerFunction>();

/**
 * A middleware for an endpoint's `use: [...]`, Better Auth's `createAuthMiddleware`: it runs
 * before the handler, with the endpoint's context (request headers, response headers, cookies,
 * ctx.context), and what it returns is merged onto ctx.context, typed by better-call for the
 * endpoint. It throws an APIError to refuse the request.
 *
 * The result is a complete better-call middleware; Tollgate's dispatcher calls the handler
 * directly with the endpoint's own context instead of building a second one.
 */
export function createAuthMiddleware<R>(handler: (context: AuthMiddlewareContext) => Promise<R>) {
  // better-call types a plain middleware's ctx.context as {}; the dispatcher always supplies a
  // RequestContext there, so widening the handler's parameter type is sound.
  const typed = handler as (context: MiddlewareContext<MiddlewareOptions>) => Promise<R>;
  const middleware = createMiddleware(typed);
  handlers.set(middleware, typed as MiddlewareHandlerFunction);
  return middleware;
}

/** The handler behind a middleware made by createAuthMiddleware; undefined for foreign ones. */
export function middlewareHandlerOf(middleware: object): MiddlewareHandlerFunction | undefined {
  return handlers.get(middleware);
}
