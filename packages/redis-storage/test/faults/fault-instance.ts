// One Tollgate server process for the fault tests, wired the way the READMEs show: a pg Pool
// with no options and no 'error' listener (createAuth adds both), and redisStorage({ url }) as
// secondary storage for sessions and rate limits. Both reach their server through the test's
// fault proxies. Prints "listening <port>" once it answers.
import { createServer } from "node:http";
import { createAuth, toNodeHandler } from "@tollgate/auth-server";
import { fastTestPasswordHasher } from "@tollgate/auth-server/testing";
import pg from "pg";
import { redisStorage } from "../../src";

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`fault-instance: ${name} is not set`);
  return value;
};

const pool = new pg.Pool({
  connectionString: env("FAULT_POSTGRES_URL"),
  options: `-c search_path=${env("FAULT_SCHEMA")}`,
});

const auth = createAuth({
  baseURL: env("FAULT_BASE_URL"),
  secret: "fault-tests-secret-of-32-characters-or-more",
  database: pool,
  // Faults, not hashing, are under test: the race test alone signs in 50 times.
  emailAndPassword: { enabled: true, password: fastTestPasswordHasher },
  rateLimit: { enabled: true },
  advanced: { ipAddress: { ipAddressHeaders: ["x-forwarded-for"] } },
  secondaryStorage: redisStorage({
    url: env("FAULT_REDIS_URL"),
    keyPrefix: env("FAULT_REDIS_PREFIX"),
  }),
});
if (process.env.FAULT_MIGRATE === "true") await auth.migrate();

const server = createServer(toNodeHandler(auth));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
