import { catalogueError } from "@tollgate/auth-server";
import { CAPTCHA_ERROR_CODES, type CaptchaErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/**
 * An APIError answering `{ code, message }` from the plugin's catalogue. `reason` says what
 * failed (the provider's error codes, a low score, a foreign hostname) without changing the
 * message front ends match on.
 */
export function captchaError(status: Status, code: CaptchaErrorCode, reason?: string) {
  return catalogueError(CAPTCHA_ERROR_CODES, status, code, reason ? { reason } : undefined);
}
