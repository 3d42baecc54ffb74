import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const cliPath = join(packageDir, "dist", "cli.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node dist/cli.js …` as a separate process, with `input` piped to stdin. */
export function runCli(
  args: string[],
  input = "",
  env: Record<string, string | undefined> = {},
): CliResult {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, WEBHOOK_SECRET: undefined, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
