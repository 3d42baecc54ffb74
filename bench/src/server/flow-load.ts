import { median } from "../micro";
import type { LoadResult } from "./load";

/**
 * A flow a browser runs, several requests where each depends on the one before (a sign-in, then
 * its second factor; a passkey challenge, then the signed answer). `worker` numbers the
 * concurrent loop running it, so a flow can keep state of its own per loop (an authenticator's
 * signature count). Throws on any answer that is not the expected one.
 */
export type Flow = (worker: number) => Promise<void>;

export interface FlowSpec {
  flow: Flow;
  connections: number;
  durationSeconds: number;
}

/** A response's Set-Cookie lines as the Cookie header a browser would send back. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The latency at `fraction` (0.5, 0.99) of the sorted flow times. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/**
 * `connections` loops run the flow back to back for the duration (fetch keeps each loop's
 * connection alive, as autocannon does for single requests); answers flows per second and the
 * p50 and p99 of a whole flow. A flow that fails stops the load and fails the benchmark: a
 * number is only reported for answers that were right.
 */
export async function runFlows(spec: FlowSpec): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  const deadline = started + spec.durationSeconds * 1000;
  let failure: unknown = null;
  const loop = async (worker: number) => {
    while (failure === null && performance.now() < deadline) {
      const flowStarted = performance.now();
      try {
        await spec.flow(worker);
      } catch (error) {
        failure ??= error;
        return;
      }
      times.push(performance.now() - flowStarted);
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, (_, worker) => loop(worker)));
  if (failure !== null) throw failure;
  const elapsed = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requestsPerSecond: (times.length / elapsed) * 1000,
    p50Ms: times.length ? median(times) : 0,
    p99Ms: percentile(sorted, 0.99),
    non2xx: 0,
    errors: 0,
  };
}
