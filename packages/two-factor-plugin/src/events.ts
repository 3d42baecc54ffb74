import { emitSecurityEvent, type RequestContext } from "@tollgate/auth-server";

/**
 * The plugin's security events (the core's `emitSecurityEvent`, recorded by an audit log when
 * one listens): never a code, secret or backup code, only who, what and which method.
 */
export type TwoFactorMethod = "totp" | "otp" | "backup-code";

/** A sign-in held back for its second factor. */
export function emitSecondFactorRequired(context: RequestContext, userId: string) {
  return emitSecurityEvent(context, {
    type: "sign-in",
    outcome: "failure",
    reason: "second-factor-required",
    subject: userId,
    payload: { method: "two-factor" },
  });
}

/** A wrong code (and whether it locked the user's second factor). */
export function emitSecondFactorFailed(
  context: RequestContext,
  userId: string,
  method: TwoFactorMethod,
  locked: boolean,
) {
  return emitSecurityEvent(context, {
    type: "two-factor.verify",
    outcome: "failure",
    reason: locked ? "two-factor-locked" : "second-factor-failed",
    subject: userId,
    payload: { method },
  });
}

/** A right code: a finished sign-in, or a signed-in user's check. */
export function emitSecondFactorPassed(
  context: RequestContext,
  userId: string,
  method: TwoFactorMethod,
  signIn: boolean,
) {
  return emitSecurityEvent(context, {
    type: signIn ? "sign-in" : "two-factor.verify",
    subject: userId,
    payload: signIn ? { method: "two-factor", factor: method } : { method },
  });
}

/** enabled, disabled, backup-codes-generated, or reset (by an admin). */
export function emitTwoFactorChange(
  context: RequestContext,
  userId: string,
  change: "enabled" | "disabled" | "backup-codes-generated" | "reset",
  payload: Record<string, string> = {},
) {
  return emitSecurityEvent(context, {
    type: `two-factor.${change}`,
    subject: userId,
    payload,
    ...(change === "reset" && context.currentSession
      ? { actor: { type: "admin" as const, id: context.currentSession.user.id } }
      : {}),
  });
}
