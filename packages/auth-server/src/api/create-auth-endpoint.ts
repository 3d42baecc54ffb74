import {
  createEndpoint,
  type EndpointContext,
  type EndpointHandler,
  type EndpointOptions,
} from "better-call";
import type { RequestContext } from "../context/context-types";
import { invalidParametersError } from "../errors/validation-error";
import { SignInPending } from "../session/sign-in-rules";
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
  rememberHandler(endpoint, answeringPendingSignIn(typed as EndpointHandlerFunction));
  return endpoint;
}

/**
 * A sign-in a plugin's rule held back (session/sign-in-rules.ts) answers the rule's JSON in
 * place of the endpoint's, whichever endpoint signed in (status 200, the rule's cookies set).
 */
function answeringPendingSignIn(handler: EndpointHandlerFunction): EndpointHandlerFunction {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof SignInPending) return error.answer;
      throw error;
    }
  };
}

/** Marks an endpoint callable only in-process (auth.api), never routed over HTTP. */
export const SERVER_ONLY = { SERVER_ONLY: true } as const;
