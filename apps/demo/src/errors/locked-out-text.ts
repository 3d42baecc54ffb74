import type { AuthClientError } from "@tollgate/auth-client-react";
import { retryAfterSeconds } from "@tollgate/i18n";
import { formatRelativeTime } from "../i18n/dates";
import { languageState, translate } from "../i18n/language-store";

/**
 * Too many wrong codes locked the second factor: when to try again, from the answer's
 * `retryAfter` (seconds), in the reader's language ("in 15 minutes").
 */
export function lockedOutText(error: AuthClientError, now: Date = new Date()): string {
  const seconds =
    typeof error.retryAfter === "number" || typeof error.retryAfter === "string"
      ? retryAfterSeconds(error.retryAfter, now.getTime())
      : undefined;
  if (seconds === undefined) return translate("twoFactorStep.lockedLater");
  const when = formatRelativeTime(
    languageState().language,
    new Date(now.getTime() + Math.max(seconds, 60) * 1000),
    now,
  );
  return translate("twoFactorStep.locked", { when });
}
