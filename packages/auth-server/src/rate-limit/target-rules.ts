/**
 * Limits per target, on top of the per-IP limits: how often one address may be mailed and one
 * user's password checked, whatever the IPs the requests come from. Counted in the rate-limit
 * store (shared across instances with secondary storage), only while rate limiting is on.
 */
export interface TargetRule {
  /** Routes (patterns relative to basePath) that count towards this limit together. */
  paths: readonly string[];
  /** The counter's name: paths of one group share a budget per target. */
  group: string;
  /** What is counted: the address in a body field, or the session's user. */
  target: { bodyField: string } | "session-user";
  /** Seconds. */
  window: number;
  max: number;
}

export const TARGET_RULES: readonly TargetRule[] = [
  {
    paths: ["/forget-password", "/request-password-reset", "/send-verification-email"],
    group: "mail-to-address",
    target: { bodyField: "email" },
    window: 600,
    max: 3,
  },
  {
    paths: ["/change-email"],
    group: "mail-to-address",
    target: { bodyField: "newEmail" },
    window: 600,
    max: 3,
  },
  {
    paths: ["/change-password", "/delete-user"],
    group: "password-check",
    target: "session-user",
    window: 300,
    max: 5,
  },
];

export function targetRuleFor(path: string): TargetRule | undefined {
  return TARGET_RULES.find((rule) => rule.paths.includes(path));
}
