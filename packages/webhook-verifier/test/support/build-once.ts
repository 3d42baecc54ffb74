import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The CLI runs `dist/cli.js`, which loads billing-types from its `dist` too. */
const builds = [
  { dir: join(packageDir, "..", "billing-types"), output: join("dist", "index.js") },
  { dir: packageDir, output: join("dist", "cli.js") },
];

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

function builtTime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * vitest globalSetup: the CLI and the ESM/CJS copies are tested as built, so build this package
 * (and billing-types, which the built CLI loads) when dist is missing or older than src
 * (`pnpm test` has usually built them already).
 */
export default function setup(): void {
  for (const { dir, output } of builds) {
    if (builtTime(join(dir, output)) < newestSourceTime(join(dir, "src"))) {
      execFileSync("pnpm", ["run", "build"], { cwd: dir, stdio: "inherit" });
    }
  }
}
