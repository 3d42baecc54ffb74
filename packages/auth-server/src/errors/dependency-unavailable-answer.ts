import type { APIError } from "better-call";
import { authError } from "./auth-api-error";
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyFailure } from "./dependency-failure";

/**
 * The answer to a request that met an unreachable or stalled dependency (isDependencyFailure):
 * 503 SERVICE_TEMPORARILY_UNAVAILABLE with Retry-After; undefined for any other error (a bug
 * stays a 500).
 */
export function dependencyUnavailableAnswer(error: unknown): APIError | undefined {
  if (!isDependencyFailure(error)) return undefined;
  const retryAfter = new Headers({ "retry-after": String(DEPENDENCY_RETRY_AFTER_SECONDS) });
  return authError("SERVICE_UNAVAILABLE", "SERVICE_TEMPORARILY_UNAVAILABLE", undefined, retryAfter);
}
