/** A plugin's or the core's rule for paths it owns. */
export interface RateLimitRule {
  pathMatcher: (path: string) => boolean;
  /** Seconds. */
  window: number;
  max: number;
}

/** Where counters live: in memory by default; a shared store makes limits hold across instances. */
export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window and when it ends (ms epoch). */
  hit(
    key: string,
    windowMs: number,
    now: number,
  ): Promise<{ count: number; resetAt: number }> | { count: number; resetAt: number };
}
