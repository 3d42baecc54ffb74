import {
  createEndpoint,
  type EndpointContext,
  type EndpointHandler,
  type EndpointOptions,
} from "better-call";
import type { RequestContext } from "../context/context-types";
import { invalidParametersError } from "../errors/validation-error";
import { type EndpointHandlerFunction, rememberHandler } from "./endpoint-handlers";

/** The context an auth endpoint's handler receives: better-call's, with ctx.context = RequestContext. */
export type AuthEndpointContext<
  Path extends string,
  Options extends EndpointOptions,
> = EndpointContext<Path, Options, RequestContext>;

/**
 * Every endpoint is made here: better-call gives validation and the types the client infers;
 * Tollgate's dispatcher passes the per-request context as `context` on each call.
 */
export function createAuthEndpoint<Path extends string, Options extends EndpointOptions, R>(
  path: Path,
  options: Options,
  handler: (context: AuthEndpointContext<Path, Options>) => Promise<R>,
  // Named, not inferred: the inferred type is written out expanded in the shipped .d.ts, where
  // TypeScript no longer sees it meet better-call's constraint (TS2344 with skipLibCheck false).
): ReturnType<typeof createEndpoint<Path, Options, R>> {
  // better-call types ctx.context from middlewares only; the dispatcher always supplies a
  // RequestContext there, so widening the handler's parameter type is sound.
  const typed = handler as EndpointHandler<Path, Options, R>;
  const endpoint = createEndpoint(path, options, typed);
  // better-call reads onValidationError from the endpoint's options at call time; adding it
  // here keeps the endpoint's declared type free of this package's internals.
  Object.assign(endpoint.options, { onValidationError: invalidParametersError });
  // Tollgate's dispatcher runs the handler with a lean context (endpoint-context.ts); the
  // endpoint stays a complete better-call endpoint for anything that calls it directly.
  // A sign-in a plugin's rule holds back is answered by the request path (endpoint-handlers.ts).
  rememberHandler(endpoint, typed as EndpointHandlerFunction);
  return endpoint;
}

/** Marks an endpoint callable only in-process (auth.api), never routed over HTTP. */
export const SERVER_ONLY = { SERVER_ONLY: true } as const;
