/**
 * How a failed request is retried. Only network errors and 408, 429 and 5xx answers are
 * retried; `attempts` counts the retries after the first try.
 */
export type RetryPolicy =
  | { type: "linear"; attempts: number /** ms between tries, default 1000 */; delay?: number }
  | {
      type: "exponential";
      attempts: number;
      /** ms before the first retry; doubles on each retry */
      baseDelay: number;
      /** upper bound of any single wait, ms */
      maxDelay: number;
    };

/** The wait before retry number `retry` (0 for the first retry). */
export function retryDelay(policy: RetryPolicy, retry: number): number {
  if (policy.type === "linear") return policy.delay ?? 1000;
  return Math.min(policy.baseDelay * 2 ** retry, policy.maxDelay);
}

/** Network failures (status 0) and 408, 429 and 5xx answers are worth another try. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
