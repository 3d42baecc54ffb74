import { PlatformError } from "./platform-error";

export interface PlatformTransport {
  /** e.g. https://api.polar.sh */
  baseURL: string;
  accessToken: string;
  timeoutMs: number;
  /** Retries after the first attempt, for 429, 5xx, timeouts and network errors. */
  retries: number;
  /** The first retry's delay in ms; each next one doubles (plus jitter), or Retry-After. */
  backoffMs: number;
  fetch: typeof fetch;
}

export interface PlatformCall {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

const MAX_DELAY_MS = 30_000;

const retryable = (status: number) => status === 429 || status >= 500;

function delayBefore(attempt: number, transport: PlatformTransport, retryAfter: string | null) {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_DELAY_MS);
  const base = transport.backoffMs * 2 ** attempt;
  return Math.min(base + Math.random() * transport.backoffMs, MAX_DELAY_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(transport: PlatformTransport, call: PlatformCall): string {
  const url = new URL(call.path, transport.baseURL);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One platform REST call: JSON in and out, bearer token, a timeout per attempt
 * (AbortSignal.timeout), and retries with exponential backoff on 429, 5xx, timeouts and network
 * errors (Retry-After honoured, capped at 30 s). Resolves with the JSON of a 2xx answer; rejects
 * with a PlatformError otherwise.
 */
export async function platformRequest(
  transport: PlatformTransport,
  call: PlatformCall,
): Promise<unknown> {
  const url = urlOf(transport, call);
  const label = `${call.method} ${new URL(url).pathname}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${transport.accessToken}`,
    accept: "application/json",
  };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  let lastStatus: number | undefined;
  let lastDetail: unknown;
  for (let attempt = 0; ; attempt++) {
    let retryAfter: string | null = null;
    try {
      const response = await transport.fetch(url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(transport.timeoutMs),
      });
      const detail = await readJson(response);
      if (response.ok) return detail;
      if (response.status === 404)
        throw new PlatformError("PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND", label, 404, detail);
      if (!retryable(response.status))
        throw new PlatformError(
          "PAYMENTS_PLATFORM_REFUSED_THE_REQUEST",
          label,
          response.status,
          detail,
        );
      lastStatus = response.status;
      lastDetail = detail;
      retryAfter = response.headers.get("retry-after");
    } catch (error) {
      if (error instanceof PlatformError) throw error;
      // A network error or the timeout's abort: worth another attempt.
      lastStatus = undefined;
      lastDetail = error instanceof Error ? error.message : error;
    }
    if (attempt >= transport.retries)
      throw new PlatformError("PAYMENTS_PLATFORM_UNAVAILABLE", label, lastStatus, lastDetail);
    await sleep(delayBefore(attempt, transport, retryAfter));
  }
}
