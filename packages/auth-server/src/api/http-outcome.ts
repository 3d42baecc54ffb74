// The one answer builder: auth.handler, toNodeHandler and auth.api({ asResponse }) all turn an
// endpoint's result or failure into status, headers and body here, so the three cannot differ.
import { APIError, kAPIErrorHeaderSymbol } from "better-call";
import { DatabaseHookVetoError } from "../db/database-hook-veto-error";
import { authError } from "../errors/auth-api-error";
import { AUTH_ERROR_CODES, type AuthErrorCode } from "../errors/auth-error-codes";
import { dependencyUnavailableAnswer } from "../errors/dependency-unavailable-answer";
import { toJsonText } from "../utils/json-text";
import { isHeaders, isWebResponse } from "../utils/web-objects";
import { applyDefaultCachePolicy } from "./cache-policy";
import { toLocationHeader } from "./location-header";
import { BodyReadError } from "./request-body";

/** What to write back: status, headers and a serialised body (null = none). */
export interface HttpOutcome {
  status: number;
  headers: Headers;
  body: string | null;
  /**
   * A JSON answer whose Content-Type and default Cache-Control are not in `headers` yet: the
   * writer adds them (headersOf), so an answer whose endpoint set no header of its own is
   * written without going through a Headers at all.
   */
  jsonHeadersPending?: true;
}

/** An APIError of this package's better-call, or of another copy of it (a plugin's own). */
export function isAPIError(error: unknown): error is APIError {
  return error instanceof APIError || (error instanceof Error && error.name === "APIError");
}

/**
 * The APIError a failure is answered with: APIErrors as they are, the request path's own
 * failures (an unreadable body, a database hook's refusal) as their catalogue answers.
 * Undefined for anything else: an unexpected error, answered 500 over HTTP and rethrown by
 * auth.api.
 */
export function answerableError(error: unknown): APIError | undefined {
  if (isAPIError(error)) return error;
  if (error instanceof DatabaseHookVetoError) return authError("BAD_REQUEST", "OPERATION_REFUSED");
  if (error instanceof BodyReadError) {
    if (error.kind === "too_large") return authError("PAYLOAD_TOO_LARGE", "BODY_TOO_LARGE");
    if (error.kind === "aborted") return authError("BAD_REQUEST", "REQUEST_ABORTED");
    if (error.kind === "unsupported_type")
      return authError("UNSUPPORTED_MEDIA_TYPE", "UNSUPPORTED_MEDIA_TYPE");
    return authError("BAD_REQUEST", "INVALID_JSON");
  }
  return dependencyUnavailableAnswer(error);
}

/** Writes `source` onto `target`: Set-Cookie lines are added, any other header replaced. */
function mergeInto(target: Headers, source: Headers): void {
  for (const [name, value] of source) {
    if (name === "set-cookie") target.append(name, value);
    else target.set(name, value);
  }
}

/**
 * The headers a failure answers with: those the request gathered before it failed (hooks,
 * middlewares, the endpoint: e.g. the Set-Cookie that clears a dead session) plus the error's
 * own (a redirect's Location). An error made with the request's own response headers, as
 * requireSession and ctx.redirect make them, is not added twice.
 */
export function failureHeaders(error: APIError, gathered: Headers): Headers {
  // better-call's own middlewares keep the headers they had set on the error they throw.
  const middlewareHeaders: unknown = Reflect.get(error, kAPIErrorHeaderSymbol);
  if (isHeaders(middlewareHeaders) && middlewareHeaders !== gathered)
    mergeInto(gathered, middlewareHeaders);
  const own = error.headers;
  if (own && own !== gathered && own !== middlewareHeaders)
    mergeInto(gathered, isHeaders(own) ? own : new Headers(own));
  return gathered;
}

function addJsonHeaders(headers: Headers): void {
  headers.set("content-type", "application/json");
  applyDefaultCachePolicy(headers);
}

function jsonOutcome(status: number, value: unknown, headers: Headers, text?: string) {
  addJsonHeaders(headers);
  return { status, headers, body: text ?? toJsonText(value) };
}

/** The outcome's headers, complete: a pending JSON answer's Content-Type and Cache-Control added. */
export function headersOf(outcome: HttpOutcome): Headers {
  if (outcome.jsonHeadersPending) {
    addJsonHeaders(outcome.headers);
    delete outcome.jsonHeadersPending;
  }
  return outcome.headers;
}

/** A failure's answer: its status, `failureHeaders`, and its JSON body (none for a redirect). */
export function failureOutcome(error: APIError, gathered: Headers): HttpOutcome {
  const headers = failureHeaders(error, gathered);
  const location = headers.get("location");
  if (location !== null) {
    // However the redirect was made (ctx.redirect, an APIError's own headers), it is sent encoded.
    headers.set("location", toLocationHeader(location));
    applyDefaultCachePolicy(headers);
    return { status: error.statusCode, headers, body: null };
  }
  return jsonOutcome(
    error.statusCode,
    error.body ?? { code: String(error.status), message: error.message },
    headers,
  );
}

/**
 * A success's answer: a Web Response the endpoint returned (with the request's Set-Cookie
 * lines added), else `response` as JSON — as `knownText` when the endpoint already has it —
 * at once, its JSON headers left to the writer.
 */
export function successOutcome(
  status: number,
  headers: Headers,
  response: unknown,
  knownText?: string,
): HttpOutcome | Promise<HttpOutcome> {
  if (isWebResponse(response)) return webResponseOutcome(response, headers);
  const body = knownText ?? toJsonText(response ?? null);
  return { status, headers, body, jsonHeadersPending: true };
}

async function webResponseOutcome(response: Response, headers: Headers): Promise<HttpOutcome> {
  const merged = new Headers(response.headers);
  for (const cookie of headers.getSetCookie()) merged.append("set-cookie", cookie);
  applyDefaultCachePolicy(merged);
  return { status: response.status, headers: merged, body: await response.text() };
}

/** An answer the request path gives itself (404, 429, 500): the catalogue's `{ code, message }`. */
export function catalogueOutcome(
  status: number,
  code: AuthErrorCode,
  headers: Headers = new Headers(),
): HttpOutcome {
  return jsonOutcome(status, { code, message: AUTH_ERROR_CODES[code] }, headers);
}

/**
 * The outcome as a Web Response (auth.handler, auth.api with asResponse). The answer to a HEAD
 * request keeps GET's status and headers and has no body.
 */
export function webResponseOf(outcome: HttpOutcome, method?: string): Response {
  const body = method === "HEAD" ? null : outcome.body;
  return new Response(body, { status: outcome.status, headers: headersOf(outcome) });
}
