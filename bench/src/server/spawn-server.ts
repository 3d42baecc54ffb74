import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type ServerKind = "ours" | "better-auth" | "bare" | "bare-session";

export interface RunningServer {
  kind: ServerKind;
  url: string;
  /** Spawn → first 200 from GET /api/auth/ok (or / for bare), in ms. */
  coldStartMs: number;
  rssBytes(): number;
  /** Resolves once the server's CPU has gone quiet (work queued by the last load is done). */
  settle(): Promise<void>;
  /** Sends the server process a signal (the profiler's SIGUSR2, see src/profile.ts). */
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export type BenchPlugin =
  | "organization"
  | "admin"
  | "api-key"
  | "jwt"
  | "two-factor"
  | "passkey"
  | "reference";

export interface SpawnOptions {
  /** The SQLite file (ignored when `databaseUrl` is given). */
  dbFile: string;
  cookieCache: boolean;
  secret: string;
  /** A PostgreSQL URL: the server uses this database instead of the SQLite file. */
  databaseUrl?: string;
  /** A Redis URL: the server keeps sessions in it as secondary storage. */
  redisUrl?: string;
  /** A plugin added with the same options on both sides (see servers/ours.mjs). */
  plugin?: BenchPlugin;
}

const SERVER_SCRIPTS: Record<ServerKind, string> = {
  ours: fileURLToPath(new URL("./servers/ours.mjs", import.meta.url)),
  "better-auth": fileURLToPath(new URL("./servers/better-auth.mjs", import.meta.url)),
  bare: fileURLToPath(new URL("./servers/bare.mjs", import.meta.url)),
  "bare-session": fileURLToPath(new URL("./servers/bare-session.mjs", import.meta.url)),
};

function readRss(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

function cpuTicks(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/**
 * A load generator stops at its deadline, but a server may still hold queued work (hashes of
 * sign-ins already received): the next scenario must not start on a busy server. Waits until
 * the server used under 5 % of a core over 200 ms, or 10 s at most.
 */
async function waitForQuiet(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const before = cpuTicks(child);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Clock ticks are 10 ms: at most one tick in 200 ms is under 5 % of a core.
    if (cpuTicks(child) - before <= 1) return;
  }
}

async function waitForOk(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`server at ${url} did not answer 200 in time`);
}

/** Starts a server in its own process and waits for its first 200. */
export async function spawnServer(kind: ServerKind, options: SpawnOptions): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_SCRIPTS[kind]], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BENCH_DB_FILE: options.dbFile,
      BENCH_COOKIE_CACHE: options.cookieCache ? "1" : "0",
      BENCH_SECRET: options.secret,
      BENCH_DATABASE_URL: options.databaseUrl ?? "",
      BENCH_REDIS_URL: options.redisUrl ?? "",
      BENCH_PLUGIN: options.plugin ?? "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(kind === "bare" ? url : `${url}/api/auth/ok`, Date.now() + 15_000);
  const coldStartMs = performance.now() - started;
  return {
    kind,
    url,
    coldStartMs,
    rssBytes: () => readRss(child),
    settle: () => waitForQuiet(child),
    signal: (name) => {
      child.kill(name);
    },
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
