import { spawnSync } from "node:child_process";

export interface CommandResult {
  status: number;
  output: string;
}

/** Runs a command to its end and keeps what it printed (stdout then stderr). */
export function runCommand(command: string, args: string[], cwd: string): CommandResult {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  return { status: result.status ?? 1, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** Like runCommand, but a non-zero exit is an error carrying the command's output. */
export function runOrThrow(command: string, args: string[], cwd: string): string {
  const result = runCommand(command, args, cwd);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed:\n${result.output}`);
  return result.output;
}
