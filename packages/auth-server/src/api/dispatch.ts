import { APIError } from "better-call";
import { DatabaseHookVetoError } from "../db/database-hook-veto-error";
import { AUTH_ERROR_CODES, type AuthErrorCode } from "../errors/auth-error-codes";
import { checkOrigin } from "../origin/origin-check";
import { toJsonText } from "../utils/json-text";
import { type AuthRuntime, createRequestContext } from "./auth-runtime";
import { type HeaderInit, HeaderList, isWebResponse } from "./header-list";
import { BodyReadError } from "./request-body";
import { runEndpoint } from "./run-endpoint";

/** A request as both adapters (Web Request, node:http) present it. */
export interface HttpCall {
  method: string;
  /** Path relative to basePath, without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** Read and parse the body; only called for matched routes that may carry one. */
  readBody: () => Promise<unknown>;
  clientIp: string | null;
  request: Request | undefined;
}

/** What to write back: status, headers and a serialised body (null = none). */
export interface HttpOutcome {
  status: number;
  headers: Headers;
  body: string | null;
}

function json(
  status: number,
  value: unknown,
  headers: Headers = new HeaderList(),
  knownText?: string,
): HttpOutcome {
  if (value === undefined) return { status, headers, body: null };
  headers.set("content-type", "application/json");
  return { status, headers, body: knownText ?? toJsonText(value) };
}

function failure(status: number, code: AuthErrorCode, headers?: Headers): HttpOutcome {
  return json(status, { code, message: AUTH_ERROR_CODES[code] }, headers);
}

function isAPIError(error: unknown): error is APIError {
  return error instanceof APIError || (error instanceof Error && error.name === "APIError");
}

function headersOf(value: unknown): Headers {
  if (value instanceof HeaderList) return value;
  // A Headers, a list of pairs or a record (an APIError's HeadersInit).
  if (typeof value === "object" && value !== null) return new HeaderList(value as HeaderInit);
  return new HeaderList();
}

async function fromResponse(response: Response, extra: Headers): Promise<HttpOutcome> {
  const headers = new Headers(response.headers);
  for (const cookie of extra.getSetCookie()) headers.append("set-cookie", cookie);
  return { status: response.status, headers, body: await response.text() };
}

/** The one request path: route → rate limit → origin check → hooks + endpoint → outcome. */
export async function dispatch(runtime: AuthRuntime, call: HttpCall): Promise<HttpOutcome> {
  const match = runtime.router.match(call.method, call.path);
  if (!match.found) return failure(404, "NOT_FOUND");
  const { route, params } = match;
  const { context } = runtime;
  if (context.options.disabledPaths?.includes(route.pattern)) return failure(404, "NOT_FOUND");

  if (context.rateLimiter.enabled) {
    const decision = await context.rateLimiter.check(route.pattern, call.clientIp ?? "unknown");
    if (!decision.allowed) {
      return failure(
        429,
        "TOO_MANY_REQUESTS",
        new HeaderList({ "retry-after": String(decision.retryAfterSeconds) }),
      );
    }
  }

  try {
    const body =
      call.method === "GET" || call.method === "HEAD" ? undefined : await call.readBody();
    const requestContext = createRequestContext(context, call);
    await checkOrigin(requestContext, {
      method: call.method,
      headers: call.headers,
      body,
      query: call.query,
    });
    const result = await runEndpoint(runtime, route.endpoint, {
      path: route.pattern,
      method: call.method,
      body,
      query: call.query,
      headers: call.headers,
      params,
      context: requestContext,
      request: call.request,
    });
    if (isWebResponse(result.response)) return fromResponse(result.response, result.headers);
    const answer = result.response ?? null;
    return json(result.status, answer, result.headers, requestContext.jsonTextOf?.(answer));
  } catch (error) {
    if (isAPIError(error)) {
      const headers = headersOf(error.headers);
      if (headers.has("location")) return { status: error.statusCode, headers, body: null };
      return json(
        error.statusCode,
        error.body ?? { code: String(error.status), message: error.message },
        headers,
      );
    }
    if (error instanceof DatabaseHookVetoError) return failure(400, "OPERATION_REFUSED");
    if (error instanceof BodyReadError) {
      return error.kind === "too_large"
        ? failure(413, "BODY_TOO_LARGE")
        : failure(400, "INVALID_JSON");
    }
    context.logger.error(`unhandled error on ${call.method} ${route.pattern}`, error);
    context.options.onAPIError?.onError?.(error);
    return failure(500, "INTERNAL_SERVER_ERROR");
  }
}
