import type { MiddlewareHandler } from "better-call";
import type { RequestContext } from "../context/context-types";
import { isRecord } from "../utils/is-record";
import { isHeaders } from "../utils/web-objects";
import { middlewareHandlerOf } from "./create-auth-middleware";
import type { EndpointContextValue } from "./endpoint-handlers";

/** What a better-call middleware is called with at run time (better-call's own call passes more). */
type ForeignMiddleware = (input: Record<string, unknown>) => Promise<unknown>;

/**
 * A middleware made with better-call's createMiddleware directly (e.g. a plugin's own
 * createAuthMiddleware, written the Better Auth way): called as better-call calls it, with the
 * endpoint's inputs and the request context, its response headers added to the request's.
 */
async function runForeign(
  middleware: MiddlewareHandler,
  ctx: EndpointContextValue,
  responseHeaders: Headers,
): Promise<unknown> {
  // better-call's MiddlewareHandler type lists no body for schema-less options, yet at run time
  // it is handed (and passes on) the endpoint's whole input: body, query, headers, context.
  const run = middleware as ForeignMiddleware;
  const returned = await run({
    body: ctx.body,
    query: ctx.query,
    params: ctx.params,
    headers: ctx.headers,
    request: ctx.request,
    method: ctx.method,
    path: ctx.path,
    context: ctx.context,
    returnHeaders: true,
    asResponse: false,
  });
  if (!isRecord(returned)) return undefined;
  if (isHeaders(returned.headers)) {
    for (const [name, value] of returned.headers) {
      if (name === "set-cookie") responseHeaders.append(name, value);
      else responseHeaders.set(name, value);
    }
  }
  return returned.response;
}

/**
 * An endpoint's `use` middlewares, in order, before its handler (as better-call runs them): each
 * returned object is merged onto the request context, so the handler reads it on ctx.context as
 * better-call types it. A middleware that throws ends the request with its error.
 */
export async function runMiddlewares(
  middlewares: readonly MiddlewareHandler[],
  ctx: EndpointContextValue,
  requestContext: RequestContext,
  responseHeaders: Headers,
): Promise<void> {
  for (const middleware of middlewares) {
    const own = middlewareHandlerOf(middleware);
    const result = own ? await own(ctx) : await runForeign(middleware, ctx, responseHeaders);
    if (isRecord(result)) Object.assign(requestContext, result);
  }
}
