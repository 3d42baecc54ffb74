import type { RateLimitOptions } from "../options";
import { isProduction } from "../utils/env";
import { rateLimitAddress } from "../utils/ip-address";
import { createMemoryRateLimitStore } from "./memory-store";
import type { RateLimitRule, RateLimitStore } from "./rate-limit-types";
import { targetRuleFor } from "./target-rules";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly enabled: boolean;
  /** Counts one request of `ip` on `routePath` (the route's pattern, relative to basePath). */
  check(routePath: string, ip: string, now?: number): Promise<RateLimitDecision>;
  /**
   * Counts one request of `routePath` aimed at `target` (an address, a user id) under its
   * target rule (target-rules.ts); allowed when there is none or the path's limit is off.
   */
  checkTarget(routePath: string, target: string, now?: number): Promise<RateLimitDecision>;
}

/** IPv6 clients are counted per /64 unless advanced.ipAddress.ipv6Subnet says otherwise. */
export const DEFAULT_IPV6_SUBNET = 64;

type Limit = { windowMs: number; max: number } | null;

const MAIL_SENDING = new Set([
  "/forget-password",
  "/request-password-reset",
  "/send-verification-email",
  "/change-email",
]);
const PASSWORD_CHECKING = new Set(["/change-password", "/delete-user"]);

/**
 * Spec-adjacent defaults per IP: 100 requests / 10 s; 3 / 10 s on sign-in, sign-up and the
 * endpoints that check the current password; 3 / 60 s on the endpoints that send mail.
 */
const CORE_RULES: RateLimitRule[] = [
  {
    pathMatcher: (path) => path.startsWith("/sign-in/") || path.startsWith("/sign-up/"),
    window: 10,
    max: 3,
  },
  { pathMatcher: (path) => PASSWORD_CHECKING.has(path), window: 10, max: 3 },
  { pathMatcher: (path) => MAIL_SENDING.has(path), window: 60, max: 3 },
];

function matchesPattern(pattern: string, path: string): boolean {
  if (!pattern.includes("*")) return pattern === path;
  const prefix = pattern.slice(0, pattern.indexOf("*"));
  return path.startsWith(prefix);
}

export function createRateLimiter(
  options: RateLimitOptions | undefined,
  pluginRules: RateLimitRule[],
  store: RateLimitStore = createMemoryRateLimitStore(),
  ipv6Subnet = DEFAULT_IPV6_SUBNET,
): RateLimiter {
  const enabled = options?.enabled ?? isProduction();
  const fallback: Limit = { windowMs: (options?.window ?? 10) * 1000, max: options?.max ?? 100 };
  const customRules = Object.entries(options?.customRules ?? {});
  const rules = [...pluginRules, ...CORE_RULES];
  // Resolved once per route pattern: the set of patterns is fixed at start-up.
  const resolved = new Map<string, Limit>();

  const limitFor = (path: string): Limit => {
    const cached = resolved.get(path);
    if (cached !== undefined) return cached;
    let limit: Limit = fallback;
    const custom = customRules.find(([pattern]) => matchesPattern(pattern, path));
    if (custom) {
      limit =
        custom[1] === false ? null : { windowMs: custom[1].window * 1000, max: custom[1].max };
    } else {
      const rule = rules.find((candidate) => candidate.pathMatcher(path));
      if (rule) limit = { windowMs: rule.window * 1000, max: rule.max };
    }
    resolved.set(path, limit);
    return limit;
  };

  const count = async (
    key: string,
    limit: { windowMs: number; max: number },
    now: number,
  ): Promise<RateLimitDecision> => {
    const { count, resetAt } = await store.hit(key, limit.windowMs, now);
    if (count <= limit.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  };

  return {
    enabled,
    async check(routePath, ip, now = Date.now()) {
      if (!enabled) return { allowed: true };
      const limit = limitFor(routePath);
      if (!limit) return { allowed: true };
      return count(`${rateLimitAddress(ip, ipv6Subnet)}|${routePath}`, limit, now);
    },
    async checkTarget(routePath, target, now = Date.now()) {
      const rule = targetRuleFor(routePath);
      // A path whose limit is switched off (customRules: false) is not limited per target either.
      if (!enabled || !rule || !limitFor(routePath)) return { allowed: true };
      return count(
        `target|${rule.group}|${target}`,
        { windowMs: rule.window * 1000, max: rule.max },
        now,
      );
    },
  };
}
