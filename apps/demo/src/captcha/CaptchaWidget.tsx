import { useEffect, useRef, useState } from "react";
import { CAPTCHA_PATH, CAPTCHA_WIDGETS, type PublicCaptcha } from "../../shared/captcha";
import type { LanguageTag } from "../../shared/i18n/languages";
import { currentLanguage } from "../i18n/language-store";
import { useText } from "../i18n/use-text";
import { setCaptchaToken } from "./captcha-token";

/** The part of Turnstile's, hCaptcha's and reCAPTCHA's browser API the widget uses. */
interface CaptchaApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widgetId?: string | number): void;
}

const GLOBAL_NAMES: Record<PublicCaptcha["provider"], string> = {
  "cloudflare-turnstile": "turnstile",
  "google-recaptcha": "grecaptcha",
  hcaptcha: "hcaptcha",
};

/**
 * The widget in the reader's language: Turnstile's `language` and hCaptcha's `hl` render
 * options; reCAPTCHA takes it only in its script's address (`hl`), so it keeps the language of
 * the first widget shown.
 */
function languageOptions(
  provider: PublicCaptcha["provider"],
  language: LanguageTag,
): Record<string, string> {
  if (provider === "cloudflare-turnstile") return { language };
  if (provider === "hcaptcha") return { hl: language };
  return {};
}

function scriptOf(provider: PublicCaptcha["provider"], language: LanguageTag): string {
  const script = CAPTCHA_WIDGETS[provider].script;
  return provider === "google-recaptcha" ? `${script}&hl=${language}` : script;
}

const isApi = (value: unknown): value is CaptchaApi =>
  typeof value === "object" &&
  value !== null &&
  typeof Reflect.get(value, "render") === "function" &&
  typeof Reflect.get(value, "reset") === "function";

let config: Promise<PublicCaptcha | null> | undefined;
const captchaConfig = () => {
  config ??= fetch(CAPTCHA_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<PublicCaptcha | null>) : null))
    .catch(() => null);
  return config;
};

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** Waits for the provider's global object: its script defines it once it has run. */
async function apiOf(provider: PublicCaptcha["provider"]): Promise<CaptchaApi> {
  await loadScript(scriptOf(provider, currentLanguage()));
  for (let attempt = 0; attempt < 50; attempt++) {
    const api: unknown = Reflect.get(window, GLOBAL_NAMES[provider]);
    if (isApi(api)) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${provider} did not start`);
}

/**
 * The captcha of the configured provider (CAPTCHA_PROVIDER on the server), or nothing when none
 * is on. Its solved token goes with the form's request (see captcha-token).
 */
export function CaptchaWidget() {
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void captchaConfig().then(async (captcha) => {
      if (!captcha || cancelled || !holder.current) return;
      setShown(true);
      try {
        const api = await apiOf(captcha.provider);
        if (cancelled || !holder.current) return;
        const widgetId = api.render(holder.current, {
          sitekey: captcha.siteKey,
          ...languageOptions(captcha.provider, currentLanguage()),
          callback: (token: string) => setCaptchaToken(token, () => api.reset(widgetId)),
          "expired-callback": () => setCaptchaToken(null, null),
        });
      } catch {
        setFailed(true);
      }
    });
    return () => {
      cancelled = true;
      setCaptchaToken(null, null);
    };
  }, []);

  const { t } = useText();
  return (
    <div className={shown ? "captcha" : undefined}>
      <div ref={holder} />
      {failed ? (
        <p className="field-error" role="alert">
          {t("captcha.failed")}
        </p>
      ) : null}
    </div>
  );
}
