import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";
import { appRoot } from "./paths";

export interface DemoProcess {
  baseURL: string;
  /** Everything the server wrote so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs server/main.ts as its own process, the way `pnpm demo` does (workspace packages from
 * their sources, so the test never runs stale builds).
 */
export function runDemoProcess(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(
    process.execPath,
    ["--conditions=@tollgate/source", "--import", "tsx", "server/main.ts"],
    {
      cwd: appRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", resolveExit));
  return { child, output: () => output, exited };
}

/**
 * The production demo on a free port with a fresh SQLite file, the dev mailbox and the local
 * OpenID Connect provider; `env` adds to (or overrides) that, e.g. DEMO_ADMIN_EMAIL. It listens
 * on 127.0.0.1 and is reached as `hostname` (localhost for passkeys: WebAuthn refuses IP
 * addresses as relying party ids).
 */
export async function startDemoServer(
  env: Record<string, string> = {},
  hostname: "127.0.0.1" | "localhost" = "127.0.0.1",
): Promise<DemoProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "tollgate-demo-e2e-"));
  const baseURL = `http://${hostname}:${port}`;
  const run = runDemoProcess({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseURL,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATABASE_URL: `file:${join(dataDir, "demo.db")}`,
    DEV_MAILBOX: "1",
    DEV_OIDC: "1",
    ...env,
  });
  const ready = await Promise.race([
    waitFor(() => run.output().includes("Tollgate demo ready"), 60_000),
    run.exited.then(() => false),
  ]);
  if (!ready) {
    run.child.kill();
    throw new Error(`The demo server did not start:\n${run.output()}`);
  }
  return {
    baseURL,
    output: run.output,
    async stop() {
      run.child.kill("SIGTERM");
      await run.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return false;
}
