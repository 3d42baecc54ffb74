import type { BeforeHook } from "@tollgate/auth-server";
import { captchaError } from "./captcha-error";
import { emitCaptchaFailure } from "./captcha-events";
import { endpointMatcher } from "./endpoint-matcher";
import { type CaptchaOptions, DEFAULT_CAPTCHA_ENDPOINTS } from "./options";
import { siteVerify } from "./site-verify";
import { judge } from "./verdict";

/** The header a browser sends the solved captcha's token in (Better Auth's name). */
export const CAPTCHA_RESPONSE_HEADER = "x-captcha-response";

/**
 * Before the protected endpoints run, over HTTP only (the server's own auth.api calls are not
 * browsers): the request must carry a token the provider confirms. Rate limiting has already
 * run, so a flood costs no provider calls beyond the limit.
 */
export function captchaHook(options: CaptchaOptions): BeforeHook {
  const protects = endpointMatcher(options.endpoints ?? DEFAULT_CAPTCHA_ENDPOINTS);
  return {
    matcher: (context) => context.context.viaHttp && protects(context.path),
    handler: async (context) => {
      const token = context.getHeader(CAPTCHA_RESPONSE_HEADER)?.trim();
      if (!token) {
        await emitCaptchaFailure(context.context, context.path, "missing");
        throw captchaError("BAD_REQUEST", "MISSING_RESPONSE");
      }
      const { logger } = context.context;
      const result = await siteVerify(options, token, context.context.clientIp);
      const verdict = result.answered
        ? judge(result.answer, options)
        : { kind: "unavailable" as const, reason: result.reason };
      switch (verdict.kind) {
        case "passed":
          return;
        case "refused":
          await emitCaptchaFailure(context.context, context.path, "refused");
          throw captchaError("FORBIDDEN", "VERIFICATION_FAILED", verdict.reason);
        case "misconfigured":
          logger.error(
            `captcha: ${options.provider} refused the server's keys (${verdict.reason})`,
          );
          throw captchaError("INTERNAL_SERVER_ERROR", "UNKNOWN_ERROR");
        case "unavailable":
          if (options.allowWhenUnavailable) {
            logger.warn(
              `captcha: ${options.provider} ${verdict.reason}; let through as configured`,
            );
            return;
          }
          logger.warn(`captcha: ${options.provider} ${verdict.reason}`);
          throw captchaError("SERVICE_UNAVAILABLE", "SERVICE_UNAVAILABLE");
      }
    },
  };
}
