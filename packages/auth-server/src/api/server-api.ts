import type { AnyEndpoint } from "../plugins/plugin-types";
import { type AuthRuntime, createRequestContext } from "./auth-runtime";
import { clientIpFromHeaders } from "./client-ip";
import { answerableError, failureOutcome, successOutcome, webResponseOf } from "./http-outcome";
import { runEndpoint } from "./run-endpoint";

interface ServerCallInput {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  headers?: HeadersInit;
  request?: Request;
  asResponse?: boolean;
  returnHeaders?: boolean;
}

/**
 * auth.api: every endpoint (server-only ones included) callable in-process with full types,
 * e.g. `await auth.api.getSession({ headers })`. Hooks and middlewares run as they do over
 * HTTP, and `asResponse: true` answers the Response that HTTP would (same builder, same
 * headers, Set-Cookie included, on success and on failure). A failed call otherwise throws
 * its APIError, whose `headers` then hold every header the answer would carry.
 */
export function createServerApi<E extends Record<string, AnyEndpoint>>(
  endpoints: E,
  ready: Promise<AuthRuntime>,
): E {
  const api: Record<string, AnyEndpoint> = {};
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const call = async (input: ServerCallInput = {}) => {
      const runtime = await ready;
      const headers = input.headers ? new Headers(input.headers) : input.request?.headers;
      const context = createRequestContext(runtime, {
        clientIp: headers ? clientIpFromHeaders(headers, runtime.clientIpPolicy) : null,
        request: input.request,
        viaHttp: false,
      });
      const result = await runEndpoint(runtime, endpoint, {
        path: endpoint.path ?? key,
        method: Array.isArray(endpoint.options.method)
          ? (endpoint.options.method[0] ?? "GET")
          : endpoint.options.method,
        body: input.body,
        query: input.query,
        headers,
        params: input.params ?? {},
        context,
      });
      if (result.failed) {
        const answerable = answerableError(result.error);
        if (!answerable) throw result.error;
        const outcome = failureOutcome(answerable, result.headers);
        if (input.asResponse) return webResponseOf(outcome);
        answerable.headers = outcome.headers;
        throw answerable;
      }
      if (input.asResponse) {
        return webResponseOf(await successOutcome(result.status, result.headers, result.response));
      }
      // A Headers of this call's own, as better-call's own endpoints give them.
      return input.returnHeaders
        ? { headers: result.headers, response: result.response }
        : result.response;
    };
    api[key] = Object.assign(call, { path: endpoint.path, options: endpoint.options });
  }
  // Each entry keeps its endpoint's call signature, path and options; only the context differs.
  return api as E;
}
