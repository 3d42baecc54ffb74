import type { AuthContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import { createCookieJar } from "../session/cookie-jar";
import { readSessionToken } from "../session/resolve-session";
import { isRecord } from "../utils/is-record";
import { type TargetRule, targetRuleFor } from "./target-rules";

/** The address or user a request is aimed at, or null when it names none (the endpoint refuses it). */
async function targetOf(
  context: AuthContext,
  rule: TargetRule,
  body: unknown,
  headers: Headers,
): Promise<string | null> {
  if (rule.target !== "session-user") {
    const value = isRecord(body) ? body[rule.target.bodyField] : undefined;
    return typeof value === "string" && value.trim() !== ""
      ? `address:${value.trim().toLowerCase()}`
      : null;
  }
  const jar = createCookieJar(headers.get("cookie"), new Headers());
  const token = await readSessionToken(context, jar);
  if (!token) return null;
  const found = await context.internalAdapter.findSession(token);
  return found ? `user:${found.user.id}` : null;
}

/**
 * Issue 19: mail-sending and password-checking endpoints are limited per target as well as per
 * IP (target-rules.ts), so neither one IP nor many can mail one address or try one user's
 * password without bound. 429 TOO_MANY_REQUESTS with Retry-After when the target's budget is
 * spent. Runs for HTTP requests only, after the origin check, while rate limiting is on.
 */
export function enforceTargetLimit(
  context: AuthContext,
  routePath: string,
  body: unknown,
  headers: Headers,
): Promise<void> | undefined {
  const rule = targetRuleFor(routePath);
  // Undefined, without making a promise, on the routes that have no target (most of them).
  if (!rule || !context.rateLimiter.enabled) return undefined;
  return enforceRule(context, routePath, rule, body, headers);
}

async function enforceRule(
  context: AuthContext,
  routePath: string,
  rule: TargetRule,
  body: unknown,
  headers: Headers,
): Promise<void> {
  const target = await targetOf(context, rule, body, headers);
  if (!target) return;
  const decision = await context.rateLimiter.checkTarget(routePath, target);
  if (decision.allowed) return;
  const retryAfter = new Headers({ "retry-after": String(decision.retryAfterSeconds) });
  throw authError("TOO_MANY_REQUESTS", "TOO_MANY_REQUESTS", undefined, retryAfter);
}
