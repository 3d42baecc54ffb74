// The Redis the tests run against, or why they cannot run here (in CI a missing URL fails).
export const REDIS_URL_VARIABLE = "TOLLGATE_TEST_REDIS_URL";

export function testRedisUrl(): { url: string } | { skip: string } {
  const url = process.env[REDIS_URL_VARIABLE];
  if (url) return { url };
  if (process.env.CI === "true")
    throw new Error(
      `${REDIS_URL_VARIABLE} is not set, but CI=true: the Redis tests must run in CI`,
    );
  return { skip: `${REDIS_URL_VARIABLE} is not set` };
}

/** A key prefix of this test run's own, so tests running at once never share a key. */
export const uniquePrefix = (name: string) =>
  `test:redis-storage:${name}:${Math.random().toString(36).slice(2)}:`;
