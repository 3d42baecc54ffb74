import type { PublicCaptcha } from "../shared/captcha";
import { ConfigError } from "./config-error";

export interface CaptchaSetting extends PublicCaptcha {
  secretKey: string;
}

const PROVIDERS: readonly PublicCaptcha["provider"][] = [
  "cloudflare-turnstile",
  "google-recaptcha",
  "hcaptcha",
];

type Env = Readonly<Record<string, string | undefined>>;

/**
 * CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY: all three or none. With them,
 * sign-up, sign-in, the password-reset mail and the magic link need a solved captcha.
 */
export function readCaptcha(env: Env): CaptchaSetting | null {
  const provider = env.CAPTCHA_PROVIDER?.trim() ?? "";
  const siteKey = env.CAPTCHA_SITE_KEY?.trim() ?? "";
  const secretKey = env.CAPTCHA_SECRET_KEY?.trim() ?? "";
  if (!provider && !siteKey && !secretKey) return null;
  const known = PROVIDERS.find((candidate) => candidate === provider);
  if (!known)
    throw new ConfigError(
      `CAPTCHA_PROVIDER must be one of ${PROVIDERS.join(", ")} (got "${provider}").`,
    );
  const missing = [!siteKey && "CAPTCHA_SITE_KEY", !secretKey && "CAPTCHA_SECRET_KEY"].filter(
    Boolean,
  );
  if (missing.length > 0)
    throw new ConfigError(
      `CAPTCHA_PROVIDER is set but ${missing.join(" and ")} is not: set all three, or none.`,
    );
  return { provider: known, siteKey, secretKey };
}
