import { isRetryableStatus, retryDelay } from "../retry/retry-policy";
import { buildURL } from "./build-url";
import type { AuthClientError, AuthFetch, FetchOptions, OutgoingRequest } from "./fetch-types";
import { readBody } from "./read-body";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error a request that got no answer becomes: status 0, never a rejection. */
function failedFetch(cause: unknown, aborted: boolean): AuthClientError {
  return {
    status: 0,
    statusText: aborted ? "Aborted" : "Network Error",
    code: aborted ? "ABORTED" : "NETWORK_ERROR",
    message: cause instanceof Error ? cause.message : String(cause),
  };
}

function errorFromAnswer(response: Response, body: unknown): AuthClientError {
  const fields = body && typeof body === "object" ? body : { message: body ?? undefined };
  return { ...fields, status: response.status, statusText: response.statusText };
}

/**
 * The client's fetch: JSON in and out, cookies included, optional retries, hooks from the client
 * and from the call (client's first). Resolves to `{ data, error }` and never rejects.
 */
export function createFetch(base: string, defaults: FetchOptions): AuthFetch {
  return async (path, call = {}) => {
    const hasBody = call.body !== undefined;
    const request: OutgoingRequest = {
      url: buildURL(base, path, call.query),
      init: {
        method: call.method ?? (hasBody ? "POST" : "GET"),
        credentials: "include",
        headers: new Headers(defaults.headers),
        body: hasBody ? JSON.stringify(call.body) : null,
        signal: call.signal ?? null,
      },
    };
    if (hasBody) request.init.headers.set("content-type", "application/json");
    new Headers(call.headers).forEach((value, key) => {
      request.init.headers.set(key, value);
    });
    const stages = [defaults, call];
    for (const stage of stages) await stage.onRequest?.(request);
    const send = call.customFetchImpl ?? defaults.customFetchImpl ?? fetch;
    const retry = call.retry ?? defaults.retry;

    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null;
      let error: AuthClientError | null = null;
      let data: unknown = null;
      try {
        response = await send(request.url, request.init);
        for (const stage of stages) await stage.onResponse?.({ response, request });
        data = await readBody(response);
        if (!response.ok) error = errorFromAnswer(response, data);
      } catch (cause) {
        error = failedFetch(cause, Boolean(call.signal?.aborted));
      }
      if (error || !response) {
        error ??= failedFetch("no response", false);
        if (
          retry &&
          attempt < retry.attempts &&
          error.code !== "ABORTED" &&
          isRetryableStatus(error.status)
        ) {
          await wait(retryDelay(retry, attempt));
          continue;
        }
        for (const stage of stages) await stage.onError?.({ error, response, request });
        return { data: null, error };
      }
      for (const stage of stages) await stage.onSuccess?.({ data, response, request });
      return { data, error: null };
    }
  };
}
