export { RedisCommandTimeoutError } from "./command-timeout-error";
export type { RedisStorageLogger } from "./outage-log";
export type { IoRedisClient, NodeRedisClient, RedisClient } from "./redis-client";
export {
  type RedisStorage,
  type RedisStorageConfig,
  type RedisStorageOptions,
  redisStorage,
} from "./redis-storage";
