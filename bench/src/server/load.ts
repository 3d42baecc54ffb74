import autocannon, { type RequestSpec } from "autocannon";

export interface LoadSpec {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** A fixed body, or one made per request (e.g. a unique email for sign-up). */
  body?: string | (() => string);
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Keep-alive load with a fixed number of connections for a fixed time (autocannon). */
export async function runLoad(baseUrl: string, spec: LoadSpec): Promise<LoadResult> {
  // Browsers send Origin on POST; better-auth refuses POSTs without it, so both sides get it.
  const headers = {
    "content-type": "application/json",
    origin: "http://127.0.0.1",
    ...spec.headers,
  };
  const { body } = spec;
  const request: RequestSpec = { method: spec.method, path: spec.path, headers };
  if (typeof body === "string") request.body = body;
  if (typeof body === "function")
    request.setupRequest = (current) => ({ ...current, body: body() });
  const result = await autocannon({
    url: baseUrl,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests: [request],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
