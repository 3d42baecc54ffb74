import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  POSTGRES_URL_VARIABLE,
  REDIS_URL_VARIABLE,
  serverUrls,
  startInstanceProcess,
} from "@tollgate/auth-server/testing";
import pg from "pg";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BASE_URL = "http://tollgate-instances.test";

/** What the two-instance test needs running, or why it cannot run here. */
export const instanceServices = () =>
  serverUrls(
    { postgres: POSTGRES_URL_VARIABLE, redis: REDIS_URL_VARIABLE },
    "the two-instance test",
  );

/** A fresh PostgreSQL schema and Redis namespace that every instance of one cluster shares. */
export async function createCluster(services: { postgres: string; redis: string }) {
  const schema = `inst_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Pool({ connectionString: services.postgres, max: 2 });
  await admin.query(`create schema "${schema}"`);
  const namespace = `instances:${randomUUID()}:`;
  const running: ChildProcess[] = [];

  async function start(options: { migrate?: boolean; cookieCacheSeconds?: number } = {}) {
    const instance = await startInstanceProcess({
      cwd: packageRoot,
      args: [
        "--conditions=@tollgate/source",
        "--import",
        "tsx",
        "test/instances/instance-server.ts",
      ],
      env: {
        NODE_ENV: "production",
        INSTANCE_POSTGRES_URL: services.postgres,
        INSTANCE_SCHEMA: schema,
        INSTANCE_REDIS_URL: services.redis,
        INSTANCE_REDIS_NAMESPACE: namespace,
        INSTANCE_BASE_URL: BASE_URL,
        INSTANCE_MIGRATE: options.migrate ? "true" : "false",
        INSTANCE_COOKIE_CACHE_SECONDS: String(options.cookieCacheSeconds ?? 0),
      },
    });
    running.push(instance.process);
    return instance;
  }

  return {
    start,
    /** The emails the database holds (what was written, whatever the instances answered). */
    async storedEmails(): Promise<Set<string>> {
      const { rows } = await admin.query<{ email: string }>(`select email from "${schema}"."user"`);
      return new Set(rows.map((row) => row.email));
    },
    async close() {
      for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}
