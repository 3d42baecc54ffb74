import type { RequestContext } from "../context/context-types";
import type { AnyEndpoint, HookContext } from "../plugins/plugin-types";
import { isRecord } from "../utils/is-record";
import type { AuthRuntime } from "./auth-runtime";
import { createEndpointContext } from "./endpoint-context";
import { handlerOf } from "./endpoint-handlers";
import { HeaderList, isHeaders } from "./header-list";

export interface EndpointCall {
  path: string;
  method: string;
  body: unknown;
  query: Record<string, unknown> | undefined;
  headers: Headers | undefined;
  params: Record<string, string>;
  context: RequestContext;
  request: Request | undefined;
}

export interface EndpointResult {
  status: number;
  headers: Headers;
  response: unknown;
}

interface EndpointReturn {
  headers: Headers;
  status?: number;
  response: unknown;
}

async function invoke(endpoint: AnyEndpoint, call: EndpointCall): Promise<EndpointReturn> {
  const handler = handlerOf(endpoint);
  if (handler) {
    const state = await createEndpointContext(endpoint, call);
    const response = await handler(state.context);
    return { headers: state.responseHeaders, status: state.status(), response };
  }
  // An endpoint made with better-call directly (e.g. by a third-party plugin): its own call path.
  const result: unknown = await endpoint({
    body: call.body,
    query: call.query,
    headers: call.headers,
    params: call.params,
    method: call.method,
    path: call.path,
    request: call.request,
    context: call.context,
    returnHeaders: true,
    returnStatus: true,
  });
  if (!isRecord(result) || !isHeaders(result.headers)) {
    throw new TypeError(`endpoint ${call.path} did not return headers`);
  }
  return {
    headers: result.headers,
    status: typeof result.status === "number" ? result.status : undefined,
    response: result.response,
  };
}

/**
 * Before hooks → endpoint → after hooks, shared by HTTP dispatch and auth.api calls.
 * Throws the endpoint's APIError; after hooks run on success only.
 */
export async function runEndpoint(
  runtime: AuthRuntime,
  endpoint: AnyEndpoint,
  call: EndpointCall,
): Promise<EndpointResult> {
  const hookContext: HookContext = {
    path: call.path,
    method: call.method,
    body: call.body,
    query: call.query,
    headers: call.headers,
    context: call.context,
  };
  const hasHooks =
    runtime.beforeHooks.length > 0 ||
    runtime.afterHooks.length > 0 ||
    runtime.globalHooks.before ||
    runtime.globalHooks.after;
  if (!hasHooks) {
    const result = await invoke(endpoint, call);
    return { status: result.status ?? 200, headers: result.headers, response: result.response };
  }

  const beforeHandlers = [
    ...(runtime.globalHooks.before ? [runtime.globalHooks.before] : []),
    ...runtime.beforeHooks.filter((hook) => hook.matcher(hookContext)).map((hook) => hook.handler),
  ];
  for (const handler of beforeHandlers) {
    const outcome = await handler(hookContext);
    if (!isRecord(outcome)) continue;
    if ("response" in outcome)
      return { status: 200, headers: new HeaderList(), response: outcome.response };
    if ("body" in outcome && outcome.body !== undefined) hookContext.body = outcome.body;
    if ("query" in outcome && isRecord(outcome.query)) hookContext.query = outcome.query;
  }

  const result = await invoke(endpoint, {
    ...call,
    body: hookContext.body,
    query: hookContext.query,
  });
  let response = result.response;
  const afterHandlers = [
    ...runtime.afterHooks.filter((hook) => hook.matcher(hookContext)).map((hook) => hook.handler),
    ...(runtime.globalHooks.after ? [runtime.globalHooks.after] : []),
  ];
  for (const handler of afterHandlers) {
    const outcome = await handler({
      ...hookContext,
      returned: response,
      responseHeaders: result.headers,
    });
    if (isRecord(outcome) && "response" in outcome) response = outcome.response;
  }
  return { status: result.status ?? 200, headers: result.headers, response };
}
