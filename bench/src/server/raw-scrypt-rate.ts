import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("./servers/raw-scrypt.mjs", import.meta.url));

/** Hashes per second the machine computes at the servers' scrypt cost, in its own process. */
export function measureRawScryptRate(durationSeconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [SCRIPT],
      { env: { ...process.env, BENCH_DURATION_SECONDS: String(durationSeconds) } },
      (error, stdout) => {
        const rate = Number(/rate ([\d.]+)/.exec(stdout)?.[1]);
        if (error || !Number.isFinite(rate)) reject(error ?? new Error(`no rate in ${stdout}`));
        else resolve(rate);
      },
    );
  });
}
