import type { AuthPlugin } from "@tollgate/auth-server";
import { TWO_FACTOR_ERROR_CODES } from "./error-codes";
import { resolveTwoFactorOptions, type TwoFactorOptions } from "./options";
import {
  createGenerateBackupCodes,
  createVerifyBackupCode,
  type GenerateBackupCodesEndpoint,
  type VerifyBackupCodeEndpoint,
} from "./routes/backup-codes";
import { createDisableTwoFactor, type DisableTwoFactorEndpoint } from "./routes/disable-two-factor";
import { createEnableTwoFactor, type EnableTwoFactorEndpoint } from "./routes/enable-two-factor";
import { createGetTotpUri, type GetTotpUriEndpoint } from "./routes/get-totp-uri";
import { createResetTwoFactor, type ResetTwoFactorEndpoint } from "./routes/reset-two-factor";
import { createSendOtp, type SendOtpEndpoint } from "./routes/send-otp";
import { createVerifyOtp, type VerifyOtpEndpoint } from "./routes/verify-otp";
import { createVerifyTotp, type VerifyTotpEndpoint } from "./routes/verify-totp";
import { twoFactorSchema } from "./schema";
import { twoFactorSignInRule } from "./sign-in-rule";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type TwoFactorEndpoints = {
  enableTwoFactor: EnableTwoFactorEndpoint;
  disableTwoFactor: DisableTwoFactorEndpoint;
  getTOTPURI: GetTotpUriEndpoint;
  verifyTOTP: VerifyTotpEndpoint;
  sendTwoFactorOTP: SendOtpEndpoint;
  verifyTwoFactorOTP: VerifyOtpEndpoint;
  generateBackupCodes: GenerateBackupCodesEndpoint;
  verifyBackupCode: VerifyBackupCodeEndpoint;
  resetTwoFactor: ResetTwoFactorEndpoint;
};

/** The paths a guesser would hammer: limited per IP on top of the per-user lockout. */
const CODE_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
  "/two-factor/send-otp",
]);

/**
 * Two-factor authentication on Better Auth's paths and payloads: an authenticator app (TOTP),
 * codes by email or SMS (OTP, through `otpOptions.sendOTP`), backup codes and trusted devices.
 * Every sign-in of a user with two-factor on — by any first factor — answers
 * `{ twoFactorRedirect: true, twoFactorMethods }` and a pending `two_factor` cookie instead of
 * a session (the core's sign-in rules); the session starts at the second factor.
 */
export function twoFactor(userOptions: TwoFactorOptions = {}) {
  const options = resolveTwoFactorOptions(userOptions);
  const endpoints: TwoFactorEndpoints = {
    enableTwoFactor: createEnableTwoFactor(options),
    disableTwoFactor: createDisableTwoFactor(options),
    getTOTPURI: createGetTotpUri(options),
    verifyTOTP: createVerifyTotp(options),
    sendTwoFactorOTP: createSendOtp(options),
    verifyTwoFactorOTP: createVerifyOtp(options),
    generateBackupCodes: createGenerateBackupCodes(options),
    verifyBackupCode: createVerifyBackupCode(options),
    resetTwoFactor: createResetTwoFactor(),
  };
  return {
    id: "two-factor",
    endpoints,
    schema: twoFactorSchema,
    signInRules: [twoFactorSignInRule(options)],
    rateLimit: [
      {
        pathMatcher: (path: string) => CODE_PATHS.has(path),
        window: options.rateLimit.window,
        max: options.rateLimit.max,
      },
    ],
    errorCodes: TWO_FACTOR_ERROR_CODES,
    options: userOptions,
  } satisfies AuthPlugin;
}

export { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from "./error-codes";
export type { TwoFactorOptions, TwoFactorOTPMessage } from "./options";
export { TWO_FACTOR_MODEL, type TwoFactorUserFields, twoFactorSchema } from "./schema";
export type {
  DisableTwoFactorEndpoint,
  EnableTwoFactorEndpoint,
  GenerateBackupCodesEndpoint,
  GetTotpUriEndpoint,
  ResetTwoFactorEndpoint,
  SendOtpEndpoint,
  VerifyBackupCodeEndpoint,
  VerifyOtpEndpoint,
  VerifyTotpEndpoint,
};
