import { WebhookVerificationError } from "../errors/webhook-verification-error.js";

/** The spec's tolerance (auth-accounts-organizations.md §9): 300 s either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * Accepts a timestamp at most `toleranceSeconds` before or after now (both ends included);
 * 'Message timestamp too old' / 'Message timestamp too new' otherwise.
 */
export function checkTimestamp(
  timestampSeconds: number,
  nowMilliseconds: number,
  toleranceSeconds: number,
): void {
  const nowSeconds = Math.floor(nowMilliseconds / 1000);
  if (nowSeconds - timestampSeconds > toleranceSeconds) {
    throw new WebhookVerificationError("MESSAGE_TIMESTAMP_TOO_OLD");
  }
  if (timestampSeconds - nowSeconds > toleranceSeconds) {
    throw new WebhookVerificationError("MESSAGE_TIMESTAMP_TOO_NEW");
  }
}
