import { type CaptchaOptions, DEFAULT_RECAPTCHA_MIN_SCORE } from "./options";
import type { SiteVerifyAnswer } from "./site-verify";

/**
 * What an answer means for the request: let it through, refuse the person (403), blame the
 * app's configuration (500, logged), or treat the provider as down (503 unless allowed).
 */
export type Verdict =
  | { kind: "passed" }
  | { kind: "refused"; reason: string }
  | { kind: "misconfigured"; reason: string }
  | { kind: "unavailable"; reason: string };

/** Error codes that say the server's own keys are wrong: no person can solve those. */
const CONFIGURATION_ERRORS = new Set([
  "missing-input-secret",
  "invalid-input-secret",
  "sitekey-secret-mismatch",
  "invalid-sitekey",
]);
/** Error codes that say the provider failed, not the person. */
const PROVIDER_ERRORS = new Set(["internal-error"]);

export function judge(answer: SiteVerifyAnswer, options: CaptchaOptions): Verdict {
  const codes = answer.errorCodes.join(", ");
  if (answer.errorCodes.some((code) => CONFIGURATION_ERRORS.has(code)))
    return { kind: "misconfigured", reason: codes };
  if (answer.errorCodes.some((code) => PROVIDER_ERRORS.has(code)))
    return { kind: "unavailable", reason: codes };
  if (!answer.success) return { kind: "refused", reason: codes || "not solved" };
  if (options.allowedHostnames && !options.allowedHostnames.includes(answer.hostname ?? ""))
    return { kind: "refused", reason: `solved on hostname ${answer.hostname ?? "(none)"}` };
  if (options.provider !== "hcaptcha") {
    if (options.expectedAction !== undefined && answer.action !== options.expectedAction)
      return { kind: "refused", reason: `solved for action ${answer.action ?? "(none)"}` };
  }
  if (options.provider === "google-recaptcha" && answer.score !== undefined) {
    const minScore = options.minScore ?? DEFAULT_RECAPTCHA_MIN_SCORE;
    if (answer.score < minScore)
      return { kind: "refused", reason: `score ${answer.score} is under ${minScore}` };
  }
  return { kind: "passed" };
}
