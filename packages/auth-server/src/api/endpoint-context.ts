import type { CookieOptions, CookiePrefixOptions, Status } from "better-call";
import {
  APIError,
  getCookieKey,
  parseCookies,
  serializeCookie,
  serializeSignedCookie,
} from "better-call";
import type { RequestContext } from "../context/context-types";
import { unsignValue } from "../cookies/signed-value";
import { createHmacSigner } from "../crypto/hmac";
import { lazilyBound } from "../db/lazily-bound-adapter";
import { AUTH_ERROR_CODES } from "../errors/auth-error-codes";
import { invalidParametersError } from "../errors/validation-error";
import type { AnyEndpoint } from "../plugins/plugin-types";
import { isThenable } from "../utils/is-thenable";
import type { EndpointContextValue } from "./endpoint-handlers";
import { createHookContext } from "./hook-context";
import { toLocationHeader } from "./location-header";
import type { EndpointCall } from "./run-endpoint";
import { runMiddlewares } from "./run-middlewares";

interface StandardSchema {
  "~standard": {
    validate(value: unknown): StandardResult | Promise<StandardResult>;
  };
}
type StandardResult =
  | { value: unknown; issues?: undefined }
  | {
      issues: ReadonlyArray<{
        message: string;
        path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
      }>;
    };

function isSchema(value: unknown): value is StandardSchema {
  return typeof value === "object" && value !== null && "~standard" in value;
}

/** The schema's verdict on `value` (at once unless the schema validates asynchronously). */
function validation(
  schema: unknown,
  value: unknown,
): StandardResult | Promise<StandardResult> | undefined {
  return isSchema(schema) ? schema["~standard"].validate(value) : undefined;
}

/** The validated value, or the validation error better-call answers. */
function validValue(result: StandardResult, part: "body" | "query"): unknown {
  if (result.issues) invalidParametersError({ message: `[${part}]`, issues: result.issues });
  return result.value;
}

/** What a call's helpers share: the status set with setStatus, the request's parsed cookies. */
interface CallState {
  status: number | undefined;
  cookies: Map<string, string> | undefined;
}

const CALL_STATE = Symbol("tollgate.callState");

/**
 * A request cookie's value by better-call's key and prefix (the header parsed once per call).
 * Reads the context through `context`, which may be a context made over the call's.
 */
function cookieReader(context: {
  headers: Headers | undefined;
  [CALL_STATE]: CallState;
}): (key: string, prefix?: CookiePrefixOptions) => string | undefined {
  const state = context[CALL_STATE];
  const requestHeaders = context.headers;
  return (key, prefix) => {
    const name = getCookieKey(key, prefix);
    if (!name) return undefined;
    if (!state.cookies) {
      const header = requestHeaders?.get("cookie");
      state.cookies = header ? parseCookies(header) : new Map();
    }
    return state.cookies.get(name);
  };
}

/**
 * better-call's endpoint context at run time (its members, its helpers). A class rather than an
 * object literal so that `request` reads through from the prototype: V8 builds a literal that
 * declares an accessor in its slow path (about a microsecond instead of tens of nanoseconds),
 * and one of these is built for every request. Its helpers (getHeader, setCookie, json…) are
 * made when read, as better-call's are functions of the call (`const { setCookie } = ctx`
 * works), rather than eleven closures per request of which a handler uses one or two. Nothing
 * here reads a private member: a context made over this one (`Object.create(ctx)`, as
 * genericOAuth's renamed routes make) reads every member and helper through its prototype.
 */
class LeanEndpointContext {
  [member: string]: unknown;
  method: string;
  path: string;
  body: unknown;
  query: unknown;
  params: Record<string, string>;
  headers: Headers | undefined;
  context: RequestContext;
  responseHeaders: Headers;
  /** Read through `this`, so a context made over this one (Object.create) shares it. */
  readonly [CALL_STATE]: CallState = { status: undefined, cookies: undefined };

  constructor(call: EndpointCall, body: unknown, query: unknown, responseHeaders: Headers) {
    this.method = call.method;
    this.path = call.path;
    this.body = body;
    this.query = query;
    this.params = call.params;
    this.headers = call.headers;
    this.context = call.context;
    this.responseHeaders = responseHeaders;
  }

  get getHeader(): (name: string) => string | null {
    const requestHeaders = this.headers;
    return (name) => requestHeaders?.get(name) ?? null;
  }
  get setHeader(): (name: string, value: string) => void {
    const responseHeaders = this.responseHeaders;
    return (name, value) => responseHeaders.set(name, value);
  }
  get setStatus(): (value: Status) => void {
    const state = this[CALL_STATE];
    return (value) => {
      state.status = value;
    };
  }
  get getCookie(): (key: string, prefix?: CookiePrefixOptions) => string | null {
    const cookie = cookieReader(this);
    return (key, prefix) => cookie(key, prefix) ?? null;
  }
  get getSignedCookie(): (
    key: string,
    secret: string,
    prefix?: CookiePrefixOptions,
  ) => Promise<string | false | null> {
    const cookie = cookieReader(this);
    return async (key, secret, prefix) => {
      const value = cookie(key, prefix);
      if (!value) return null;
      return (await unsignValue(createHmacSigner(secret), value)) ?? false;
    };
  }
  get setCookie(): (key: string, value: string, options?: CookieOptions) => string {
    const responseHeaders = this.responseHeaders;
    return (key, value, options) => {
      const serialized = serializeCookie(key, value, options);
      responseHeaders.append("set-cookie", serialized);
      return serialized;
    };
  }
  get setSignedCookie(): (
    key: string,
    value: string,
    secret: string,
    options?: CookieOptions,
  ) => Promise<string> {
    const responseHeaders = this.responseHeaders;
    return async (key, value, secret, options) => {
      const serialized = await serializeSignedCookie(key, value, secret, options);
      responseHeaders.append("set-cookie", serialized);
      return serialized;
    };
  }
  get json(): (value: unknown) => Promise<unknown> {
    return async (value) => value;
  }
  get redirect(): (url: string) => APIError {
    const responseHeaders = this.responseHeaders;
    return (url) => {
      responseHeaders.set("location", toLocationHeader(url));
      return new APIError("FOUND", undefined, responseHeaders);
    };
  }
  get error(): (
    status: ConstructorParameters<typeof APIError>[0],
    body?: Record<string, unknown>,
    headers?: HeadersInit,
  ) => APIError {
    return (status, errorBody, headers) => new APIError(status, errorBody, headers);
  }

  /** The status the handler set with setStatus, as better-call's context has it. */
  get responseStatus(): number | undefined {
    return this[CALL_STATE].status;
  }

  /** Read through to the request context, which builds a node:http call's Request only when
   * asked for (lazy-request.ts). */
  get request(): Request | undefined {
    return this.context.request;
  }
}

export interface EndpointState {
  context: EndpointContextValue;
  status(): number | undefined;
}

/**
 * The context better-call would build for a handler (same members, same validation through
 * the schemas' Standard Schema interface, same errors, then the endpoint's `use` middlewares in
 * order, their results merged onto ctx.context), without better-call's per-call machinery: this
 * is the request path's hottest allocation, so it stays lean. Headers the handler sets go to
 * `responseHeaders`, the request's one list (hooks and middlewares write to it too). Made at
 * once unless a schema validates asynchronously or the endpoint has middlewares.
 */
export function createEndpointContext(
  endpoint: AnyEndpoint,
  call: EndpointCall,
  responseHeaders: Headers,
): EndpointState | Promise<EndpointState> {
  const { options } = endpoint;
  const bodyCheck = options.body ? validation(options.body, call.body) : undefined;
  if (isThenable(bodyCheck))
    return bodyCheck.then((result) =>
      withBody(endpoint, call, validValue(result, "body"), responseHeaders),
    );
  const body = bodyCheck ? validValue(bodyCheck, "body") : call.body;
  return withBody(endpoint, call, body, responseHeaders);
}

function withBody(
  endpoint: AnyEndpoint,
  call: EndpointCall,
  body: unknown,
  responseHeaders: Headers,
): EndpointState | Promise<EndpointState> {
  const { options } = endpoint;
  const queryCheck = options.query ? validation(options.query, call.query) : undefined;
  if (isThenable(queryCheck))
    return queryCheck.then((result) =>
      withInput(endpoint, call, body, validValue(result, "query"), responseHeaders),
    );
  const query = queryCheck ? validValue(queryCheck, "query") : call.query;
  return withInput(endpoint, call, body, query, responseHeaders);
}

function withInput(
  endpoint: AnyEndpoint,
  call: EndpointCall,
  body: unknown,
  query: unknown,
  responseHeaders: Headers,
): EndpointState | Promise<EndpointState> {
  const { options } = endpoint;
  if (options.requireHeaders && !call.headers) {
    throw new APIError(400, {
      code: "VALIDATION_ERROR",
      message: AUTH_ERROR_CODES.HEADERS_IS_REQUIRED,
    });
  }
  if (options.requireRequest && !call.context.request) {
    throw new APIError(400, {
      code: "VALIDATION_ERROR",
      message: AUTH_ERROR_CODES.REQUEST_IS_REQUIRED,
    });
  }
  const context = new LeanEndpointContext(call, body, query, responseHeaders);
  // The database hooks of the writes this call makes get it as their ctx: made on the call's
  // first write (a read, such as a session read, makes none).
  const { internalAdapter } = call.context;
  if (internalAdapter.hasDatabaseHooks) {
    call.context.internalAdapter = lazilyBound(internalAdapter, () =>
      internalAdapter.withHookContext(createHookContext({ ...call, body }, responseHeaders)),
    );
  }
  const state: EndpointState = { context, status: () => context.responseStatus };
  if (options.use && options.use.length > 0)
    return runMiddlewares(options.use, context, call.context, responseHeaders).then(() => state);
  return state;
}
