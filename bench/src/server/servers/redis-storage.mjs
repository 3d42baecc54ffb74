// The secondary storage both servers get when BENCH_REDIS_URL is set: node-redis wired as
// @tollgate/auth-server's README shows (the same object fits better-auth's secondaryStorage).
import { createClient } from "redis";

export async function redisSecondaryStorage(url) {
  const redis = await createClient({ url }).connect();
  return {
    get: (key) => redis.get(key),
    set: (key, value, ttl) =>
      ttl === undefined ? redis.set(key, value) : redis.set(key, value, { EX: ttl }),
    delete: (key) => redis.del(key),
  };
}
