import { WebhookUsageError } from "../errors/webhook-usage-error.js";
import type { KeyOptions } from "../keys/key-options.js";
import { DEFAULT_TOLERANCE_SECONDS } from "./check-timestamp.js";

export interface WebhookVerifierOptions extends KeyOptions {
  /** How far the timestamp may be from now, either way, in seconds. Default 300. */
  toleranceSeconds?: number;
  /** The clock, in milliseconds since the epoch like `Date.now` (which is the default). */
  now?: () => number;
}

export function resolveTolerance(toleranceSeconds: number | undefined): number {
  const tolerance = toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== "number" || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new WebhookUsageError("TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS");
  }
  return tolerance;
}
