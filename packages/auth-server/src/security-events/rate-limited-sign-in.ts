import type { RequestContext } from "../context/context-types";
import { emitSecurityEvent } from "./emit-security-event";

const SIGN_IN_PREFIX = "/sign-in/";

/**
 * A sign-in the rate limiter refused (429) before its endpoint ran: a failed sign-in with the
 * reason "rate-limited" and the method the path names (/sign-in/email → "email"). Other paths
 * the limiter refuses are not security events. Nothing is read from the body, so the attempt
 * names no user.
 */
export async function emitRateLimitedSignIn(context: RequestContext, path: string): Promise<void> {
  if (context.securityEventListeners.length === 0 || !path.startsWith(SIGN_IN_PREFIX)) return;
  const method = path.slice(SIGN_IN_PREFIX.length);
  await emitSecurityEvent(context, {
    type: "sign-in",
    outcome: "failure",
    reason: "rate-limited",
    payload: { method },
  });
}
