import type { AuthPlugin } from "@tollgate/auth-server";
import { captchaHook } from "./captcha-hook";
import { CAPTCHA_ERROR_CODES } from "./error-codes";
import type { CaptchaOptions } from "./options";

/**
 * Captcha protection: requests to the protected endpoints (sign-up, sign-in, password-reset
 * mail and magic link by default) must carry a solved Cloudflare Turnstile, Google reCAPTCHA
 * or hCaptcha token in the `x-captcha-response` header, verified with the provider's secret.
 */
export function captcha(options: CaptchaOptions) {
  if (!options.secretKey) throw new Error("captcha: secretKey is required");
  return {
    id: "captcha",
    hooks: { before: [captchaHook(options)] },
    errorCodes: CAPTCHA_ERROR_CODES,
    options,
  } satisfies AuthPlugin;
}

export { CAPTCHA_RESPONSE_HEADER } from "./captcha-hook";
export { CAPTCHA_ERROR_CODES, type CaptchaErrorCode } from "./error-codes";
export {
  type CaptchaOptions,
  type CaptchaProvider,
  DEFAULT_CAPTCHA_ENDPOINTS,
  DEFAULT_CAPTCHA_TIMEOUT_MS,
  DEFAULT_RECAPTCHA_MIN_SCORE,
  type HCaptchaOptions,
  type RecaptchaOptions,
  SITE_VERIFY_URLS,
  type TurnstileOptions,
} from "./options";
