import { type ChildProcess, spawn } from "node:child_process";

export interface InstanceProcess {
  /** Where it listens: http://127.0.0.1:<port>. */
  url: string;
  process: ChildProcess;
  /** What the process wrote to stderr so far (its log). */
  stderr(): string;
}

/**
 * Runs a server as a process of its own, as an application does (e.g. several instances on one
 * database, or a server killed mid-request): `node <args>` in `cwd`, with `env` added to this
 * process's environment. The server prints `listening <port>` on stdout once it listens; the
 * promise rejects, with its stderr, if it exits first. The caller kills it.
 */
export function startInstanceProcess(options: {
  cwd: string;
  /** Node's arguments, e.g. ["--import", "tsx", "test/instance-server.ts"]. */
  args: string[];
  env: Record<string, string>;
}): Promise<InstanceProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match)
        resolve({ url: `http://127.0.0.1:${match[1]}`, process: child, stderr: () => errors });
    });
    child.on("exit", (code) => reject(new Error(`instance exited (${code}): ${errors}`)));
  });
}
