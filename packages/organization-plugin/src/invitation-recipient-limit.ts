import { authError, type RateLimitRule, type RequestContext } from "@tollgate/auth-server";

// Invitation mails to one address are limited per recipient, as the core limits its own mails
// per address (rate-limit/target-rules.ts: 3 per 600 s to one address), whatever the IP, the
// organization or the inviter. The core's per-address rules are its own, so the plugin counts
// through the rate limiter's store under a key of its own, limited by the plugin's rate-limit
// rule for that key: counted where the core counts (memory, or secondary storage across
// instances), and only while rate limiting is on, like the core's.

/** The rate limiter's name for the count: no request path, which starts with "/", is this. */
export const INVITATION_RECIPIENT_COUNT = "organization:invitation-mails-to-address";

/** The plugin's rate-limit rule: at most `max` invitation mails to one address per `window` seconds. */
export const invitationRecipientRule = (limit: { window: number; max: number }): RateLimitRule => ({
  pathMatcher: (path) => path === INVITATION_RECIPIENT_COUNT,
  window: limit.window,
  max: limit.max,
});

/**
 * Counts one invitation mail to `email` (an HTTP request's: the server's own auth.api calls are
 * not limited) and refuses with 429 TOO_MANY_REQUESTS and Retry-After once the address's budget
 * is spent.
 */
export async function countInvitationMail(
  context: Pick<RequestContext, "viaHttp" | "rateLimiter">,
  email: string,
): Promise<void> {
  if (!context.viaHttp || !context.rateLimiter.enabled) return;
  const decision = await context.rateLimiter.check(INVITATION_RECIPIENT_COUNT, `to:${email}`);
  if (decision.allowed) return;
  const retryAfter = new Headers({ "retry-after": String(decision.retryAfterSeconds) });
  throw authError("TOO_MANY_REQUESTS", "TOO_MANY_REQUESTS", undefined, retryAfter);
}
