import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/free-port";
import { appRoot, repoRoot } from "../e2e/support/paths";

const dataDirectory = mkdtempSync(join(tmpdir(), "tollgate-demo-ctrl-c-"));
afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * Runs `sh -c <script>` in the demo's folder as pnpm runs a package script, in a process group
 * of its own (as a terminal runs a command); once the demo is ready, `interrupt` signals it.
 */
async function runScript(
  script: string,
  interrupt: (groupLeader: number) => Promise<void>,
): Promise<Exit> {
  const port = await freePort();
  const child = spawn("sh", ["-c", script], {
    cwd: appRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      // The workspace packages from their sources, so no build is needed for this test.
      NODE_OPTIONS: "--conditions=@tollgate/source",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      DATABASE_URL: `file:${join(dataDirectory, `${port}.db`)}`,
      DEV_MAILBOX: "1",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, output })),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes("Tollgate demo ready") && Date.now() < deadline) {
    if (child.exitCode !== null) return exited;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  if (child.pid === undefined) throw new Error("the demo did not start");
  await interrupt(child.pid);
  return exited;
}

const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(appRoot, "package.json"), "utf8"),
).scripts;

describe("stopping the demo with Ctrl-C (regression: ELIFECYCLE 'Command failed' on every stop)", () => {
  it("the server exits 0 when SIGINT comes twice, as the terminal's and pnpm's forwarded copy do", async () => {
    const stopped = await runScript("exec node --import tsx server/main.ts", async (leader) => {
      process.kill(leader, "SIGINT");
      await new Promise((wait) => setTimeout(wait, 5));
      process.kill(leader, "SIGINT");
    });
    expect(stopped.signal).toBeNull();
    expect(stopped.code).toBe(0);
  }, 90_000);

  it("`pnpm start` leaves no shell between pnpm and the server, so Ctrl-C to the whole group ends it with 0", async () => {
    expect(scripts.start).toMatch(/^exec /);
    const stopped = await runScript(scripts.start ?? "", async (leader) => {
      process.kill(-leader, "SIGINT");
    });
    expect(stopped.signal).toBeNull();
    expect(stopped.code).toBe(0);
  }, 90_000);

  it("the root's demo and dev scripts hand over to the demo's with exec, for the same reason", () => {
    const root: Record<string, string> = JSON.parse(
      readFileSync(join(repoRoot, "package.json"), "utf8"),
    ).scripts;
    expect(root.demo).toMatch(/&& exec pnpm --filter @tollgate\/demo start$/);
    expect(root.dev).toMatch(/^exec pnpm --filter @tollgate\/demo dev$/);
    expect(scripts.dev).toMatch(/^exec node /);
  });
});
