import { emitSecurityEvent, type RequestContext } from "@tollgate/auth-server";

/**
 * The plugin's security events (recorded by an audit log when one listens): which passkey,
 * never its key or the browser's response.
 */

export function emitPasskeySignIn(
  context: RequestContext,
  userId: string,
  passkeyId: string,
  userVerified: boolean,
) {
  return emitSecurityEvent(context, {
    type: "sign-in",
    subject: userId,
    payload: { method: "passkey", passkeyId, userVerified },
  });
}

export function emitPasskeySignInFailed(context: RequestContext, userId: string | null) {
  return emitSecurityEvent(context, {
    type: "sign-in",
    outcome: "failure",
    reason: "passkey-not-verified",
    subject: userId,
    payload: { method: "passkey" },
  });
}

export function emitPasskeyChange(
  context: RequestContext,
  userId: string,
  change: "added" | "renamed" | "deleted",
  passkeyId: string,
) {
  return emitSecurityEvent(context, {
    type: `passkey.${change}`,
    subject: userId,
    payload: { passkeyId },
  });
}
