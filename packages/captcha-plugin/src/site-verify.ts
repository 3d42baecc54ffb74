import type { CaptchaOptions } from "./options";
import { DEFAULT_CAPTCHA_TIMEOUT_MS, SITE_VERIFY_URLS } from "./options";

/** What the three providers' siteverify answers have in common, read defensively. */
export interface SiteVerifyAnswer {
  success: boolean;
  errorCodes: string[];
  hostname: string | undefined;
  action: string | undefined;
  score: number | undefined;
}

/** The provider's answer, or why it could not be had (network, timeout, status, not JSON). */
export type SiteVerifyResult =
  | { answered: true; answer: SiteVerifyAnswer }
  | { answered: false; reason: string };

/**
 * Asks the provider whether `token` is a solved captcha: one form POST to its siteverify URL
 * (the same request shape for Turnstile, reCAPTCHA and hCaptcha), bounded by the timeout.
 */
export async function siteVerify(
  options: CaptchaOptions,
  token: string,
  remoteIp: string | null,
): Promise<SiteVerifyResult> {
  const form = new URLSearchParams({ secret: options.secretKey, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  if (options.provider === "hcaptcha" && options.siteKey) form.set("sitekey", options.siteKey);
  let response: Response;
  try {
    response = await fetch(options.siteVerifyURLOverride ?? SITE_VERIFY_URLS[options.provider], {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_CAPTCHA_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { answered: false, reason: timedOut ? "timed out" : `unreachable (${String(error)})` };
  }
  if (!response.ok) return { answered: false, reason: `answered HTTP ${response.status}` };
  const json: unknown = await response.json().catch(() => undefined);
  const answer = readAnswer(json);
  return answer ? { answered: true, answer } : { answered: false, reason: "answered no verdict" };
}

function readAnswer(json: unknown): SiteVerifyAnswer | null {
  if (typeof json !== "object" || json === null) return null;
  const fields = json as Record<string, unknown>;
  if (typeof fields.success !== "boolean") return null;
  const codes = fields["error-codes"];
  return {
    success: fields.success,
    errorCodes: Array.isArray(codes) ? codes.filter((c) => typeof c === "string") : [],
    hostname: typeof fields.hostname === "string" ? fields.hostname : undefined,
    action: typeof fields.action === "string" ? fields.action : undefined,
    score: typeof fields.score === "number" ? fields.score : undefined,
  };
}
