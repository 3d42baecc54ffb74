/** The captcha services the spec names (§3), with Better Auth's ids. */
export type CaptchaProvider = "cloudflare-turnstile" | "google-recaptcha" | "hcaptcha";

interface CommonOptions {
  /** The secret key the provider gave you (server side; never sent to browsers). */
  secretKey: string;
  /**
   * Paths (relative to the auth base path) whose requests must carry a solved captcha in the
   * `x-captcha-response` header. Exact, or with `*` (one segment) / `**` (any rest).
   * Default: DEFAULT_CAPTCHA_ENDPOINTS.
   */
  endpoints?: readonly string[];
  /** Another verify URL (a proxy, or a test double). Default: the provider's siteverify URL. */
  siteVerifyURLOverride?: string;
  /** How long to wait for the provider, in milliseconds. Default 10000. */
  timeoutMs?: number;
  /**
   * When the provider cannot be asked (network error, timeout, a non-JSON or 5xx answer) the
   * request is refused with 503 'CAPTCHA service unavailable'. `true` lets such requests
   * through instead (logged as a warning): availability over protection, chosen by the app.
   */
  allowWhenUnavailable?: boolean;
}

export interface TurnstileOptions extends CommonOptions {
  provider: "cloudflare-turnstile";
  /** Refuse a token made for another widget action. */
  expectedAction?: string;
  /** Refuse a token solved on a page of another hostname. */
  allowedHostnames?: readonly string[];
}

export interface RecaptchaOptions extends CommonOptions {
  provider: "google-recaptcha";
  /** reCAPTCHA v3: the lowest score let through (0.0 bot … 1.0 human). Default 0.5. */
  minScore?: number;
  /** reCAPTCHA v3: refuse a token made for another action. */
  expectedAction?: string;
  /** Refuse a token solved on a page of another hostname. */
  allowedHostnames?: readonly string[];
}

export interface HCaptchaOptions extends CommonOptions {
  provider: "hcaptcha";
  /** Your site key: hCaptcha then refuses tokens solved for another site. */
  siteKey?: string;
  /** Refuse a token solved on a page of another hostname. */
  allowedHostnames?: readonly string[];
}

export type CaptchaOptions = TurnstileOptions | RecaptchaOptions | HCaptchaOptions;

/**
 * Sign-up, sign-in and every endpoint that sends mail to an address the caller names (the
 * password-reset mail, the verification mail, the magic link): what bots hammer.
 */
export const DEFAULT_CAPTCHA_ENDPOINTS = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/username",
  "/forget-password",
  "/request-password-reset",
  "/send-verification-email",
  "/sign-in/magic-link",
] as const;

export const DEFAULT_CAPTCHA_TIMEOUT_MS = 10_000;
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

export const SITE_VERIFY_URLS: Record<CaptchaProvider, string> = {
  "cloudflare-turnstile": "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  "google-recaptcha": "https://www.google.com/recaptcha/api/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
};
