import { emitSecurityEvent, type RequestContext } from "@tollgate/auth-server";

const SIGN_IN_PREFIX = "/sign-in/";

/**
 * Records a refused captcha in the audit trail (when an audit plugin listens): on a sign-in
 * path, a failed sign-in with the reason "captcha-failed" and the method the path names; on
 * any other protected path (sign-up, a password reset), a failed "captcha.failed".
 */
export function emitCaptchaFailure(
  context: RequestContext,
  path: string,
  why: "missing" | "refused",
): Promise<void> {
  const failure = { outcome: "failure", reason: "captcha-failed" } as const;
  if (path.startsWith(SIGN_IN_PREFIX)) {
    const method = path.slice(SIGN_IN_PREFIX.length);
    return emitSecurityEvent(context, { type: "sign-in", ...failure, payload: { method, why } });
  }
  return emitSecurityEvent(context, { type: "captcha.failed", ...failure, payload: { path, why } });
}
