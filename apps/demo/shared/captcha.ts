/** What the front end needs to show the captcha widget (never the secret). */
export interface PublicCaptcha {
  provider: "cloudflare-turnstile" | "google-recaptcha" | "hcaptcha";
  siteKey: string;
}

/** Where the front end asks whether a captcha is on: answers PublicCaptcha or null. */
export const CAPTCHA_PATH = "/api/demo/captcha";

/** Each provider's widget script (explicit rendering) and the origins it loads from. */
export const CAPTCHA_WIDGETS: Record<
  PublicCaptcha["provider"],
  { script: string; origins: string[] }
> = {
  "cloudflare-turnstile": {
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    origins: ["https://challenges.cloudflare.com"],
  },
  "google-recaptcha": {
    script: "https://www.google.com/recaptcha/api.js?render=explicit",
    origins: ["https://www.google.com", "https://www.gstatic.com"],
  },
  hcaptcha: {
    script: "https://js.hcaptcha.com/1/api.js?render=explicit",
    origins: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  },
};
