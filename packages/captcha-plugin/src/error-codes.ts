import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * Every message the captcha plugin answers. The first three are Better Auth's codes and texts,
 * so front ends that map them keep working; SERVICE_UNAVAILABLE is Better Auth's internal code,
 * answered here (503) instead of its generic 500 when the provider cannot be asked.
 */
export const CAPTCHA_ERROR_CODES = defineErrorCodes({
  MISSING_RESPONSE: "Missing CAPTCHA response",
  VERIFICATION_FAILED: "Captcha verification failed",
  UNKNOWN_ERROR: "Something went wrong",
  SERVICE_UNAVAILABLE: "CAPTCHA service unavailable",
});

export type CaptchaErrorCode = keyof typeof CAPTCHA_ERROR_CODES;
