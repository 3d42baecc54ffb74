import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BASE_URL = "http://tollgate-instances.test";

/** What the two-instance test needs running, or why it cannot run here. */
export function instanceServices(): { postgres: string; redis: string } | { skip: string } {
  const postgres = process.env.TOLLGATE_TEST_POSTGRES_URL;
  const redis = process.env.TOLLGATE_TEST_REDIS_URL;
  if (postgres && redis) return { postgres, redis };
  const missing = [
    !postgres && "TOLLGATE_TEST_POSTGRES_URL",
    !redis && "TOLLGATE_TEST_REDIS_URL",
  ].filter(Boolean);
  if (process.env.CI === "true")
    throw new Error(
      `${missing.join(" and ")} not set, but CI=true: the two-instance test must run in CI`,
    );
  return { skip: `${missing.join(" and ")} not set` };
}

/** A fresh PostgreSQL schema and Redis namespace that every instance of one cluster shares. */
export async function createCluster(services: { postgres: string; redis: string }) {
  const schema = `inst_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Pool({ connectionString: services.postgres, max: 2 });
  await admin.query(`create schema "${schema}"`);
  const namespace = `instances:${randomUUID()}:`;
  const running: ChildProcess[] = [];

  async function start(options: { migrate?: boolean; cookieCacheSeconds?: number } = {}) {
    const child = spawn(
      process.execPath,
      ["--conditions=@tollgate/source", "--import", "tsx", "test/instances/instance-server.ts"],
      {
        cwd: packageRoot,
        env: {
          ...process.env,
          NODE_ENV: "production",
          INSTANCE_POSTGRES_URL: services.postgres,
          INSTANCE_SCHEMA: schema,
          INSTANCE_REDIS_URL: services.redis,
          INSTANCE_REDIS_NAMESPACE: namespace,
          INSTANCE_BASE_URL: BASE_URL,
          INSTANCE_MIGRATE: options.migrate ? "true" : "false",
          INSTANCE_COOKIE_CACHE_SECONDS: String(options.cookieCacheSeconds ?? 0),
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
    return { url: `http://127.0.0.1:${port}`, process: child };
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
