import { APIError } from "better-call";
import { DatabaseHookVetoError } from "../db/database-hook-veto-error";
import { authError } from "../errors/auth-api-error";
import type { AnyEndpoint } from "../plugins/plugin-types";
import { type AuthRuntime, createRequestContext } from "./auth-runtime";
import { clientIpFromHeaders } from "./client-ip";
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

function errorResponse(error: APIError): Response {
  const headers = new Headers(error.headers instanceof Headers ? error.headers : undefined);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(error.body ?? { message: error.message }), {
    status: error.statusCode,
    headers,
  });
}

/**
 * auth.api: every endpoint (server-only ones included) callable in-process with full types,
 * e.g. `await auth.api.getSession({ headers })`. Hooks run as they do over HTTP.
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
      const context = createRequestContext(runtime.context, {
        clientIp: headers ? clientIpFromHeaders(headers, runtime.trustedIpHeaders) : null,
        request: input.request,
      });
      try {
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
          request: input.request,
        });
        if (input.asResponse) {
          if (result.response instanceof Response) return result.response;
          result.headers.set("content-type", "application/json");
          return new Response(JSON.stringify(result.response ?? null), {
            status: result.status,
            headers: result.headers,
          });
        }
        // Callers get a real Headers, as better-call's own endpoints give them.
        return input.returnHeaders
          ? { headers: new Headers([...result.headers]), response: result.response }
          : result.response;
      } catch (error) {
        const apiError =
          error instanceof DatabaseHookVetoError
            ? authError("BAD_REQUEST", "OPERATION_REFUSED")
            : error;
        if (input.asResponse && apiError instanceof APIError) return errorResponse(apiError);
        throw apiError;
      }
    };
    api[key] = Object.assign(call, { path: endpoint.path, options: endpoint.options });
  }
  // Each entry keeps its endpoint's call signature, path and options; only the context differs.
  return api as E;
}
