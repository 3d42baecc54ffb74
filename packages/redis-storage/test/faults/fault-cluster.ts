// Two auth instances on PostgreSQL and Redis, each reached through a fault proxy, for the
// fault tests: a database and key prefix of their own, and the processes' exits watched.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BASE_URL = "http://tollgate-faults.test";
/** The fault tests' own database, next to the one TOLLGATE_TEST_POSTGRES_URL names. */
const DATABASE = "tollgate_redis_storage_faults";

/** What the fault tests need running, or why they cannot run here (in CI, a missing URL fails). */
export function faultServices(): { postgres: string; redis: string } | { skip: string } {
  const postgres = process.env.TOLLGATE_TEST_POSTGRES_URL;
  const redis = process.env.TOLLGATE_TEST_REDIS_URL;
  if (postgres && redis) return { postgres, redis };
  const missing = [
    !postgres && "TOLLGATE_TEST_POSTGRES_URL",
    !redis && "TOLLGATE_TEST_REDIS_URL",
  ].filter(Boolean);
  if (process.env.CI === "true")
    throw new Error(
      `${missing.join(" and ")} not set, but CI=true: the fault tests must run in CI`,
    );
  return { skip: `${missing.join(" and ")} not set` };
}

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

export interface Instance {
  url: string;
  process: ChildProcess;
  /** What the process wrote to stderr so far (its log). */
  stderr(): string;
}

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
    const child = spawn(
      process.execPath,
      ["--conditions=@tollgate/source", "--import", "tsx", "test/faults/fault-instance.ts"],
      {
        cwd: packageRoot,
        env: {
          ...process.env,
          NODE_ENV: "production",
          FAULT_POSTGRES_URL: postgresProxy.urlFor(databaseUrl),
          FAULT_SCHEMA: schema,
          FAULT_REDIS_URL: redisProxy.urlFor(services.redis),
          FAULT_REDIS_PREFIX: prefix,
          FAULT_BASE_URL: BASE_URL,
          FAULT_MIGRATE: options.migrate ? "true" : "false",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    running.push(child);
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.on("exit", (code) => reject(new Error(`instance exited (${code}): ${errors}`)));
    });
    return { url: `http://127.0.0.1:${port}`, process: child, stderr: () => errors };
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
