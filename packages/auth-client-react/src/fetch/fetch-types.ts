import type { RetryPolicy } from "../retry/retry-policy";

/** What a failed call answers: the HTTP status plus the server's `{ code, message }`. */
export interface AuthClientError<Code extends string = string> {
  /** HTTP status; 0 when no answer arrived (network failure or abort). */
  status: number;
  statusText: string;
  /** The server's error code (`USER_ALREADY_EXISTS`), or `NETWORK_ERROR` / `ABORTED`. */
  code?: Code | (string & {});
  message?: string;
  /** Other fields of the error body (e.g. `field`, `issues` of a VALIDATION_ERROR). */
  [extra: string]: unknown;
}

/** Every call resolves (never rejects) to data or an error. */
export type AuthResult<Data, Code extends string = string> =
  | { data: Data; error: null }
  | { data: null; error: AuthClientError<Code> };

/** The request as it is about to be sent. */
export interface OutgoingRequest {
  url: string;
  init: RequestInit & { headers: Headers };
}

/** What each hook receives, by hook name. */
export interface HookContexts {
  onRequest: OutgoingRequest;
  onResponse: { response: Response; request: OutgoingRequest };
  onSuccess: { data: unknown; response: Response; request: OutgoingRequest };
  onError: { error: AuthClientError; response: Response | null; request: OutgoingRequest };
}

/** `onRequest`, `onResponse`, `onSuccess`, `onError`: awaited in turn, the client's first. */
export type FetchHooks = {
  [Hook in keyof HookContexts]?: (context: HookContexts[Hook]) => void | Promise<void>;
};

/** Per-call and client-wide fetch options (better-fetch's names). */
export interface FetchOptions extends FetchHooks {
  headers?: HeadersInit;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /** Replaces the global fetch (tests, server-side rendering, React Native). */
  customFetchImpl?: (input: string, init: RequestInit) => Promise<Response>;
  /** Overrides the method the path would otherwise use. */
  method?: string;
}

/** What `$fetch` takes besides the path. */
export interface FetchCall extends FetchOptions {
  body?: unknown;
  query?: Record<string, unknown>;
}

/** The client's low-level caller: a path under the base path, in; `{ data, error }`, out. */
export type AuthFetch = (path: string, call?: FetchCall) => Promise<AuthResult<unknown>>;
