import { isRetryableStatus, retryDelay } from "../retry/retry-policy";
import { isRecord } from "../util/is-record";
import { buildURL } from "./build-url";
import type {
  AuthClientError,
  AuthFetch,
  FetchHooks,
  FetchOptions,
  HookContexts,
  OutgoingRequest,
} from "./fetch-types";
import { readBody } from "./read-body";

/**
 * The client's fetch: JSON in and out, cookies included, optional retries, hooks from the
 * plugins, the client and the call (in that order). Resolves to `{ data, error }` and never
 * rejects.
 */
export function createFetch(
  base: string,
  defaults: FetchOptions,
  plugins: readonly FetchHooks[],
): AuthFetch {
  return async (path, call = {}) => {
    const run = async <Hook extends keyof HookContexts>(
      hook: Hook,
      context: HookContexts[Hook],
    ) => {
      for (const stage of [...plugins, defaults, call]) await stage[hook]?.(context);
    };
    const hasBody = call.body !== undefined;
    const headers = new Headers(defaults.headers);
    if (hasBody) headers.set("content-type", "application/json");
    for (const [key, value] of new Headers(call.headers)) headers.set(key, value);
    const request: OutgoingRequest = {
      url: buildURL(base, path, call.query),
      init: {
        method: call.method ?? (hasBody ? "POST" : "GET"),
        credentials: "include",
        headers,
        body: hasBody ? JSON.stringify(call.body) : null,
        signal: call.signal ?? null,
      },
    };
    await run("onRequest", request);
    const send = call.customFetchImpl ?? defaults.customFetchImpl ?? fetch;
    const retry = call.retry ?? defaults.retry;

    /** One try: the success context, or the error context (status 0 when nothing answered). */
    const attempt = async (): Promise<HookContexts["onSuccess"] | HookContexts["onError"]> => {
      let response: Response | null = null;
      let error: AuthClientError;
      try {
        response = await send(request.url, request.init);
        await run("onResponse", { response, request });
        const data = await readBody(response);
        if (response.ok) return { data, response, request };
        const fields = isRecord(data) ? data : { message: data ?? undefined };
        error = { ...fields, status: response.status, statusText: response.statusText };
      } catch (cause) {
        const aborted = Boolean(call.signal?.aborted);
        error = {
          status: 0,
          statusText: aborted ? "Aborted" : "Network Error",
          code: aborted ? "ABORTED" : "NETWORK_ERROR",
          message: cause instanceof Error ? cause.message : String(cause),
        };
      }
      return { error, response, request };
    };

    for (let retries = 0; ; retries++) {
      const outcome = await attempt();
      if (!("error" in outcome)) {
        await run("onSuccess", outcome);
        return { data: outcome.data, error: null };
      }
      if (
        retry &&
        retries < retry.attempts &&
        !call.signal?.aborted &&
        isRetryableStatus(outcome.error.status)
      ) {
        await new Promise((resolve) => setTimeout(resolve, retryDelay(retry, retries)));
        continue;
      }
      await run("onError", outcome);
      return { data: null, error: outcome.error };
    }
  };
}
