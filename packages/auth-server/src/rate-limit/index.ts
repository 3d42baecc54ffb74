export { createMemoryRateLimitStore } from "./memory-store";
export type { RateLimitRule, RateLimitStore } from "./rate-limit-types";
export { createRateLimiter, type RateLimitDecision, type RateLimiter } from "./rate-limiter";
