import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * What the two-factor plugin answers: Better Auth's codes and texts word for word, so an app
 * written for its `twoFactor` plugin maps them unchanged. INVALID_PASSWORD and UNAUTHORIZED are
 * the core's.
 */
export const TWO_FACTOR_ERROR_CODES = defineErrorCodes({
  OTP_NOT_ENABLED: "OTP not enabled",
  OTP_NOT_CONFIGURED: "OTP is not available",
  OTP_HAS_EXPIRED: "OTP has expired",
  TOTP_NOT_ENABLED: "TOTP not enabled",
  TOTP_ALREADY_ENABLED: "TOTP is already enabled",
  TOTP_NOT_CONFIGURED: "TOTP is not available",
  TWO_FACTOR_NOT_ENABLED: "Two factor isn't enabled",
  BACKUP_CODES_NOT_ENABLED: "Backup codes aren't enabled",
  INVALID_BACKUP_CODE: "Invalid backup code",
  INVALID_CODE: "Invalid code",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many attempts. Please request a new code.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Too many failed verification attempts. Your account is temporarily locked. Please try again later.",
  INVALID_TWO_FACTOR_COOKIE: "Invalid two factor cookie",
  TWO_FACTOR_SECRET_UNREADABLE:
    "The two-factor secret does not decrypt with the configured secrets: add the secret it was made with to previousSecrets",
});

export type TwoFactorErrorCode = keyof typeof TWO_FACTOR_ERROR_CODES;
