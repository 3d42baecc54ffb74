// Two auth instances on PostgreSQL and Redis, each reached through a fault proxy, for the
// fault tests: a database and key prefix of their own, and the processes' exits watched.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type InstanceProcess,
  POSTGRES_URL_VARIABLE,
  REDIS_URL_VARIABLE,
  serverUrls,
  startInstanceProcess,
} from "@tollgate/auth-server/testing";
import pg from "pg";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BASE_URL = "http://tollgate-faults.test";
/** The fault tests' own database, next to the one TOLLGATE_TEST_POSTGRES_URL names. */
const DATABASE = "tollgate_redis_storage_faults";

/** What the fault tests need running, or why they cannot run here (in CI, a missing URL fails). */
export const faultServices = () =>
  serverUrls({ postgres: POSTGRES_URL_VARIABLE, redis: REDIS_URL_VARIABLE }, "the fault tests");

async function ensureDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${DATABASE}`);
  } catch (error) {
    // 42P04 duplicate_database: made by an earlier run (or one running at the same time).
    if (!(error instanceof Error && "code" in error && error.code === "42P04")) throw error;
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

const targetOf = (url: string) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
};

export type Instance = InstanceProcess;

export async function createFaultCluster(services: { postgres: string; redis: string }) {
  const databaseUrl = await ensureDatabase(services.postgres);
  const schema = `faults_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await admin.query(`create schema "${schema}"`);
  const postgresProxy: FaultProxy = await startFaultProxy(targetOf(databaseUrl));
  const redisProxy: FaultProxy = await startFaultProxy({
    ...targetOf(services.redis),
    port: Number(new URL(services.redis).port || 6379),
  });
  const prefix = `test:faults:${randomUUID()}:`;
  const running: ChildProcess[] = [];

  async function start(options: { migrate?: boolean } = {}): Promise<Instance> {
    const instance = await startInstanceProcess({
      cwd: packageRoot,
      args: ["--conditions=@tollgate/source", "--import", "tsx", "test/faults/fault-instance.ts"],
      env: {
        NODE_ENV: "production",
        FAULT_POSTGRES_URL: postgresProxy.urlFor(databaseUrl),
        FAULT_SCHEMA: schema,
        FAULT_REDIS_URL: redisProxy.urlFor(services.redis),
        FAULT_REDIS_PREFIX: prefix,
        FAULT_BASE_URL: BASE_URL,
        FAULT_MIGRATE: options.migrate ? "true" : "false",
      },
    });
    running.push(instance.process);
    return instance;
  }

  return {
    start,
    postgres: postgresProxy,
    redis: redisProxy,
    async close() {
      for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
      postgresProxy.heal();
      redisProxy.heal();
      await postgresProxy.close();
      await redisProxy.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}
