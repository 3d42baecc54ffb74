import type { CookieOptions, CookiePrefixOptions, Status } from "better-call";
import {
  APIError,
  getCookieKey,
  parseCookies,
  serializeCookie,
  serializeSignedCookie,
} from "better-call";
import { unsignValue } from "../cookies/signed-value";
import { createHmacSigner } from "../crypto/hmac";
import { AUTH_ERROR_CODES } from "../errors/auth-error-codes";
import { invalidParametersError } from "../errors/validation-error";
import type { AnyEndpoint } from "../plugins/plugin-types";
import type { EndpointContextValue } from "./endpoint-handlers";
import { createHookContext } from "./hook-context";
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

async function validated(
  schema: unknown,
  value: unknown,
  part: "body" | "query",
): Promise<unknown> {
  if (!isSchema(schema)) return value;
  const result = await schema["~standard"].validate(value);
  if (result.issues) invalidParametersError({ message: `[${part}]`, issues: result.issues });
  return result.value;
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
 * `responseHeaders`, the request's one list (hooks and middlewares write to it too).
 */
export async function createEndpointContext(
  endpoint: AnyEndpoint,
  call: EndpointCall,
  responseHeaders: Headers,
): Promise<EndpointState> {
  const { options } = endpoint;
  const body = options.body ? await validated(options.body, call.body, "body") : call.body;
  const query = options.query ? await validated(options.query, call.query, "query") : call.query;
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
  const requestHeaders = call.headers;
  let status: number | undefined;
  let cookies: Map<string, string> | undefined;
  const cookie = (key: string, prefix?: CookiePrefixOptions) => {
    const name = getCookieKey(key, prefix);
    if (!name) return undefined;
    const header = requestHeaders?.get("cookie");
    cookies ??= header ? parseCookies(header) : new Map();
    return cookies.get(name);
  };
  const context: EndpointContextValue = {
    method: call.method,
    path: call.path,
    body,
    query,
    params: call.params,
    // Read through to the request context, which builds a node:http call's Request only when
    // asked for (lazy-request.ts).
    get request() {
      return call.context.request;
    },
    headers: requestHeaders,
    context: call.context,
    responseHeaders,
    getHeader: (name: string) => requestHeaders?.get(name) ?? null,
    setHeader: (name: string, value: string) => responseHeaders.set(name, value),
    setStatus: (value: Status) => {
      status = value;
    },
    getCookie: (key: string, prefix?: CookiePrefixOptions) => cookie(key, prefix) ?? null,
    getSignedCookie: async (key: string, secret: string, prefix?: CookiePrefixOptions) => {
      const value = cookie(key, prefix);
      if (!value) return null;
      return (await unsignValue(createHmacSigner(secret), value)) ?? false;
    },
    setCookie: (key: string, value: string, cookieOptions?: CookieOptions) => {
      const serialized = serializeCookie(key, value, cookieOptions);
      responseHeaders.append("set-cookie", serialized);
      return serialized;
    },
    setSignedCookie: async (
      key: string,
      value: string,
      secret: string,
      cookieOptions?: CookieOptions,
    ) => {
      const serialized = await serializeSignedCookie(key, value, secret, cookieOptions);
      responseHeaders.append("set-cookie", serialized);
      return serialized;
    },
    json: async (value: unknown) => value,
    redirect: (url: string) => {
      responseHeaders.set("location", url);
      return new APIError("FOUND", undefined, responseHeaders);
    },
    error: (errorStatus: Status, errorBody?: Record<string, unknown>, headers?: HeadersInit) =>
      new APIError(errorStatus, errorBody, headers),
  };
  // The database hooks of the writes this call makes get it as their ctx (only when there are
  // database hooks: no allocation on the request path otherwise).
  const { internalAdapter } = call.context;
  if (internalAdapter.hasDatabaseHooks) {
    const hookContext = createHookContext({ ...call, body }, responseHeaders);
    call.context.internalAdapter = internalAdapter.withHookContext(hookContext);
  }
  if (options.use && options.use.length > 0)
    await runMiddlewares(options.use, context, call.context, responseHeaders);
  return { context, status: () => status };
}
