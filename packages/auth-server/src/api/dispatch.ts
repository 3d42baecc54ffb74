import { authError } from "../errors/auth-api-error";
import { checkOrigin } from "../origin/origin-check";
import { enforceTargetLimit } from "../rate-limit/target-limit";
import { emitRateLimitedSignIn } from "../security-events/rate-limited-sign-in";
import { isThenable } from "../utils/is-thenable";
import { type AuthRuntime, createRequestContext } from "./auth-runtime";
import {
  answerableError,
  catalogueOutcome,
  failureOutcome,
  type HttpOutcome,
  successOutcome,
} from "./http-outcome";
import type { RequestSource } from "./lazy-request";
import type { RequestBody } from "./request-body";
import { runEndpoint } from "./run-endpoint";

export type { HttpOutcome };

/** A request as both adapters (Web Request, node:http) present it. */
export interface HttpCall {
  method: string;
  /** Path relative to basePath, without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** Read and parse the body; only called for matched routes that may carry one. */
  readBody: () => Promise<RequestBody>;
  clientIp: string | null;
  /** The Web Request, or (node:http) how to build it when something reads it. */
  request: RequestSource;
}

/**
 * better-call's `cloneRequest: true`: the endpoint's `ctx.request` can still be read, its body
 * being the text exactly as received (a webhook's signature is over those bytes). Without the
 * text (a framework parsed the body first) the request has no body.
 */
function withBodyText(source: RequestSource, text: string | undefined): RequestSource {
  if (source === undefined) return undefined;
  return () => {
    const request = typeof source === "function" ? source() : source;
    return new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: text ?? null,
    });
  };
}

/** The one request path: route → rate limit → origin check → hooks + endpoint → outcome. */
export async function dispatch(runtime: AuthRuntime, call: HttpCall): Promise<HttpOutcome> {
  const match = runtime.router.match(call.method, call.path);
  if (!match.found) {
    if (match.status === 404) return catalogueOutcome(404, "NOT_FOUND");
    if (match.status === 400) {
      const { parameter } = match;
      const error = authError("BAD_REQUEST", "INVALID_PATH_PARAMETER", {
        values: { parameter },
        field: parameter,
      });
      return failureOutcome(error, new Headers());
    }
    const allow = new Headers({ allow: match.allow.join(", ") });
    return catalogueOutcome(405, "METHOD_NOT_ALLOWED", allow);
  }
  const { route, params } = match;
  const { context } = runtime;
  if (context.options.disabledPaths?.includes(route.pattern)) {
    return catalogueOutcome(404, "NOT_FOUND");
  }

  if (context.rateLimiter.enabled) {
    const decision = await context.rateLimiter.check(route.pattern, call.clientIp ?? "unknown");
    if (!decision.allowed) {
      const seed = { clientIp: call.clientIp, request: call.request, viaHttp: true };
      await emitRateLimitedSignIn(createRequestContext(runtime, seed), route.pattern);
      return catalogueOutcome(
        429,
        "TOO_MANY_REQUESTS",
        new Headers({ "retry-after": String(decision.retryAfterSeconds) }),
      );
    }
  }

  let failure: unknown;
  try {
    const read =
      call.method === "GET" || call.method === "HEAD" ? undefined : await call.readBody();
    const body = read?.value;
    const requestContext = createRequestContext(runtime, {
      clientIp: call.clientIp,
      request: route.endpoint.options.cloneRequest
        ? withBodyText(call.request, read?.text)
        : call.request,
      viaHttp: true,
    });
    // Both answer a promise only when they have something to wait for.
    const originChecked = checkOrigin(requestContext, {
      path: route.pattern,
      method: call.method,
      headers: call.headers,
      body,
      query: call.query,
    });
    if (originChecked) await originChecked;
    const targetLimited = enforceTargetLimit(context, route.pattern, body, call.headers);
    if (targetLimited) await targetLimited;
    const result = await runEndpoint(runtime, route.endpoint, {
      path: route.pattern,
      method: call.method,
      body,
      query: call.query,
      headers: call.headers,
      params,
      context: requestContext,
    });
    if (!result.failed) {
      const answer = result.response;
      const outcome = successOutcome(
        result.status,
        result.headers,
        answer,
        requestContext.jsonTextOf?.(answer),
      );
      return isThenable(outcome) ? await outcome : outcome;
    }
    const answerable = answerableError(result.error);
    if (answerable) return failureOutcome(answerable, result.headers);
    failure = result.error;
  } catch (error) {
    // A failure before the endpoint ran: the body could not be read, the origin is untrusted.
    const answerable = answerableError(error);
    if (answerable) return failureOutcome(answerable, new Headers());
    failure = error;
  }
  context.logger.error(`unhandled error on ${call.method} ${route.pattern}`, failure);
  context.options.onAPIError?.onError?.(failure);
  return catalogueOutcome(500, "INTERNAL_SERVER_ERROR");
}
