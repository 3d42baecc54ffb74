import type { AnyEndpoint } from "../plugins/plugin-types";
import { SignInPending } from "../session/sign-in-rules";

/** A handler as createAuthEndpoint received it: called with an endpoint context. */
export type EndpointHandlerFunction = (context: EndpointContextValue) => Promise<unknown>;

/** The run-time shape of better-call's EndpointContext (see endpoint-context.ts). */
export type EndpointContextValue = Record<string, unknown>;

const handlers = new WeakMap<AnyEndpoint, EndpointHandlerFunction>();

/** Remembers the handler behind an endpoint made by createAuthEndpoint. */
export function rememberHandler(endpoint: AnyEndpoint, handler: EndpointHandlerFunction): void {
  handlers.set(endpoint, handler);
}

/**
 * The handler behind an endpoint as createAuthEndpoint received it, when Tollgate made it;
 * undefined for foreign endpoints. A sign-in a plugin's rule held back throws SignInPending
 * out of it: the request path (run-endpoint.ts) answers the rule's JSON itself.
 */
export function plainHandlerOf(endpoint: AnyEndpoint): EndpointHandlerFunction | undefined {
  return handlers.get(endpoint);
}

/**
 * A sign-in a plugin's rule held back (session/sign-in-rules.ts) answers the rule's JSON in
 * place of the endpoint's, whichever endpoint signed in (status 200, the rule's cookies set).
 */
export function answerOfPendingSignIn(error: unknown): { answer: unknown } | undefined {
  return error instanceof SignInPending ? { answer: error.answer } : undefined;
}

/** The handler behind an endpoint, answering a held-back sign-in's JSON as the request path does. */
export function handlerOf(endpoint: AnyEndpoint): EndpointHandlerFunction | undefined {
  const handler = handlers.get(endpoint);
  if (!handler) return undefined;
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      const pending = answerOfPendingSignIn(error);
      if (pending) return pending.answer;
      throw error;
    }
  };
}
