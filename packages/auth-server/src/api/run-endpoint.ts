import type { RequestContext } from "../context/context-types";
import type {
  AfterHook,
  AfterHookContext,
  AfterHookResult,
  AnyEndpoint,
} from "../plugins/plugin-types";
import { isRecord } from "../utils/is-record";
import { isThenable } from "../utils/is-thenable";
import { isHeaders } from "../utils/web-objects";
import type { AuthRuntime } from "./auth-runtime";
import { createEndpointContext } from "./endpoint-context";
import { answerOfPendingSignIn, plainHandlerOf } from "./endpoint-handlers";
import { createHookContext } from "./hook-context";
import { isAPIError } from "./http-outcome";

export interface EndpointCall {
  path: string;
  method: string;
  body: unknown;
  query: Record<string, unknown> | undefined;
  headers: Headers | undefined;
  params: Record<string, string>;
  /** The request context; its `request` is the call's Web Request (lazy-request.ts). */
  context: RequestContext;
}

/** How a call ended, with the response headers it gathered either way. */
export type EndpointResult =
  | { failed: false; status: number; headers: Headers; response: unknown }
  | { failed: true; error: unknown; headers: Headers };

type Answer =
  | { failed: false; status: number; response: unknown }
  | { failed: true; error: unknown };

/** Runs the endpoint; what it sets on the response goes to `responseHeaders`. */
async function invoke(
  endpoint: AnyEndpoint,
  call: EndpointCall,
  responseHeaders: Headers,
): Promise<{ failed: false; status: number; response: unknown }> {
  const handler = plainHandlerOf(endpoint);
  if (handler) {
    const made = createEndpointContext(endpoint, call, responseHeaders);
    const state = isThenable(made) ? await made : made;
    let response: unknown;
    try {
      response = await handler(state.context);
    } catch (error) {
      const pending = answerOfPendingSignIn(error);
      if (!pending) throw error;
      response = pending.answer;
    }
    return { failed: false, status: state.status() ?? 200, response };
  }
  // An endpoint made with better-call directly (e.g. by a third-party plugin): its own call path.
  const result: unknown = await endpoint({
    body: call.body,
    query: call.query,
    headers: call.headers,
    params: call.params,
    method: call.method,
    path: call.path,
    request: call.context.request,
    context: call.context,
    returnHeaders: true,
    returnStatus: true,
  });
  if (!isRecord(result) || !isHeaders(result.headers)) {
    throw new TypeError(`endpoint ${call.path} did not return headers`);
  }
  for (const [name, value] of result.headers) {
    if (name === "set-cookie") responseHeaders.append(name, value);
    else responseHeaders.set(name, value);
  }
  const status = typeof result.status === "number" ? result.status : 200;
  return { failed: false, status, response: result.response };
}

/**
 * The handlers of the hooks whose matcher accepts the call, in order, after `first` when there
 * is one (options' global hook); every matcher is asked before any handler runs. An array only
 * as long as what matched (most calls match one hook or none).
 */
function matchingHandlers<Handler>(
  hooks: readonly { matcher: (context: AfterHookContext) => boolean; handler: Handler }[],
  hookContext: AfterHookContext,
  first?: Handler,
): readonly Handler[] {
  let handlers: Handler[] | undefined = first ? [first] : undefined;
  for (const hook of hooks) {
    if (!hook.matcher(hookContext)) continue;
    if (handlers) handlers.push(hook.handler);
    else handlers = [hook.handler];
  }
  return handlers ?? NO_HANDLERS;
}

const NO_HANDLERS: readonly never[] = [];

/** A hook's `{ response }` as an answer: an APIError fails the call, anything else answers it. */
function answerOf(response: unknown, status: number): Answer {
  return isAPIError(response)
    ? { failed: true, error: response }
    : { failed: false, status, response };
}

function withHeaders(answer: Answer, headers: Headers): EndpointResult {
  return answer.failed
    ? { failed: true, error: answer.error, headers }
    : { failed: false, status: answer.status, headers, response: answer.response };
}

/** The answer after one after hook returned `outcome`: replaced when it gave `{ response }`. */
function afterOutcome(outcome: unknown, current: Answer): Answer {
  return isRecord(outcome) && "response" in outcome
    ? answerOf(outcome.response, current.failed ? 200 : current.status)
    : current;
}

/**
 * Runs `handlers` from `from` on, each seeing the answer so far. Synchronous while they answer
 * synchronously (the hooks that match every call mostly return nothing at once): no promise
 * is made for the call's after hooks unless one of them returns one.
 */
function applyAfterHooks(
  handlers: readonly AfterHook["handler"][],
  from: number,
  hookContext: AfterHookContext,
  answer: Answer,
): Answer | Promise<Answer> {
  let current = answer;
  for (let index = from; index < handlers.length; index++) {
    hookContext.returned = current.failed ? current.error : current.response;
    try {
      const returned = (handlers[index] as AfterHook["handler"])(hookContext);
      if (isThenable(returned))
        return settleAfterHook(returned, handlers, index, hookContext, current);
      current = afterOutcome(returned, current);
    } catch (error) {
      current = { failed: true, error };
    }
  }
  return current;
}

async function settleAfterHook(
  pending: PromiseLike<AfterHookResult>,
  handlers: readonly AfterHook["handler"][],
  index: number,
  hookContext: AfterHookContext,
  answer: Answer,
): Promise<Answer> {
  let current: Answer;
  try {
    current = afterOutcome(await pending, answer);
  } catch (error) {
    current = { failed: true, error };
  }
  return applyAfterHooks(handlers, index + 1, hookContext, current);
}

function runAfterHooks(
  runtime: AuthRuntime,
  hookContext: AfterHookContext,
  answer: Answer,
): Answer | Promise<Answer> {
  hookContext.returned = answer.failed ? answer.error : answer.response;
  let handlers: readonly AfterHook["handler"][];
  try {
    handlers = matchingHandlers(runtime.afterHooks, hookContext);
  } catch (matcherError) {
    return { failed: true, error: matcherError };
  }
  const globalAfter = runtime.globalHooks.after;
  if (globalAfter) handlers = [...handlers, globalAfter];
  return applyAfterHooks(handlers, 0, hookContext, answer);
}

/**
 * Before hooks → endpoint (validation, `use` middlewares, handler) → after hooks, shared by
 * HTTP dispatch and auth.api calls. Never throws for what the hooks or the endpoint throw: the
 * result says how the call ended, with the response headers gathered on the way (what hooks,
 * middlewares and the handler set), so the answer builder (http-outcome.ts) sends them either way.
 *
 * After hooks run whether the endpoint answered or failed (`returned` is then the thrown
 * error); each may replace the answer or throw, and later hooks see the new one. A before hook
 * that answers or throws ends the call there: the endpoint and the after hooks do not run.
 */
export async function runEndpoint(
  runtime: AuthRuntime,
  endpoint: AnyEndpoint,
  call: EndpointCall,
): Promise<EndpointResult> {
  const headers = new Headers();
  call.context.endpoint = {
    path: endpoint.path,
    interactiveOnly: endpoint.options.metadata?.interactiveOnly === true,
  };
  const hasHooks =
    runtime.beforeHooks.length > 0 ||
    runtime.afterHooks.length > 0 ||
    runtime.globalHooks.before ||
    runtime.globalHooks.after;
  if (!hasHooks) {
    try {
      return withHeaders(await invoke(endpoint, call, headers), headers);
    } catch (error) {
      return { failed: true, error, headers };
    }
  }

  const hookContext = createHookContext(call, headers);
  try {
    const beforeHandlers = matchingHandlers(
      runtime.beforeHooks,
      hookContext,
      runtime.globalHooks.before,
    );
    for (const handler of beforeHandlers) {
      const returned = handler(hookContext);
      const outcome = isThenable(returned) ? await returned : returned;
      if (!isRecord(outcome)) continue;
      if ("response" in outcome) return withHeaders(answerOf(outcome.response, 200), headers);
      if ("body" in outcome && outcome.body !== undefined) hookContext.body = outcome.body;
      if ("query" in outcome && isRecord(outcome.query)) hookContext.query = outcome.query;
    }
  } catch (error) {
    return { failed: true, error, headers };
  }

  let answer: Answer;
  try {
    answer = await invoke(
      endpoint,
      // The call as the before hooks left it (a copy only when one replaced the body or query).
      hookContext.body === call.body && hookContext.query === call.query
        ? call
        : { ...call, body: hookContext.body, query: hookContext.query },
      headers,
    );
  } catch (error) {
    answer = { failed: true, error };
  }
  const afterHooks = runAfterHooks(runtime, hookContext, answer);
  return withHeaders(isThenable(afterHooks) ? await afterHooks : afterHooks, headers);
}
