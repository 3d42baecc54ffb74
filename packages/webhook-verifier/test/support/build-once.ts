import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const cliPath = join(packageDir, "dist", "cli.js");

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

function builtTime(): number {
  try {
    return statSync(cliPath).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * vitest globalSetup: the CLI and the ESM/CJS copies are tested as built, so build the package
 * when dist is missing or older than src (`pnpm test` has usually built it already).
 */
export default function setup(): void {
  if (builtTime() < newestSourceTime(join(packageDir, "src"))) {
    execFileSync("pnpm", ["run", "build"], { cwd: packageDir, stdio: "inherit" });
  }
}
