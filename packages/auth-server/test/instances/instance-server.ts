// One Tollgate server process for two-instances.test.ts, configured the way an application
// would run several instances: PostgreSQL as the database, Redis as secondary storage (sessions
// and rate limits), the client IP from X-Forwarded-For (set by the test, standing in for a proxy).
// Prints "listening <port>" once it answers.
import { createServer } from "node:http";
import { createAuth, toNodeHandler } from "@tollgate/auth-server";
import pg from "pg";
import { createClient } from "redis";

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`instance-server: ${name} is not set`);
  return value;
};

const pool = new pg.Pool({
  connectionString: env("INSTANCE_POSTGRES_URL"),
  options: `-c search_path=${env("INSTANCE_SCHEMA")}`,
});
const redis = await createClient({ url: env("INSTANCE_REDIS_URL") }).connect();
const namespace = env("INSTANCE_REDIS_NAMESPACE");
const cookieCacheSeconds = Number(process.env.INSTANCE_COOKIE_CACHE_SECONDS ?? "0");

const auth = createAuth({
  baseURL: env("INSTANCE_BASE_URL"),
  secret: "two-instances-test-secret-of-32-characters-or-more",
  database: pool,
  logger: { disabled: true },
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: true, storage: "secondary-storage" },
  advanced: { ipAddress: { ipAddressHeaders: ["x-forwarded-for"] } },
  session:
    cookieCacheSeconds > 0 ? { cookieCache: { enabled: true, maxAge: cookieCacheSeconds } } : {},
  secondaryStorage: {
    get: (key) => redis.get(namespace + key),
    set: (key, value, ttl) =>
      ttl === undefined
        ? redis.set(namespace + key, value)
        : redis.set(namespace + key, value, { EX: ttl }),
    delete: (key) => redis.del(namespace + key),
    async increment(key, ttl) {
      const [count] = await redis
        .multi()
        .incr(namespace + key)
        .expire(namespace + key, ttl, "NX")
        .exec();
      return Number(count);
    },
  },
});
if (process.env.INSTANCE_MIGRATE === "true") await auth.migrate();

const server = createServer(toNodeHandler(auth));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
