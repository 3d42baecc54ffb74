// The dist measurements read what `pnpm build` last wrote. A package whose sources changed since
// is measured as it was: say so (a warning, not a failure: CI builds right before it tests).
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const warned = new Set<string>();

/** Newest modification time of the files under `directory`. */
function newest(directory: string): number {
  let latest = 0;
  for (const entry of readdirSync(directory, { recursive: true, encoding: "utf8" })) {
    const stats = statSync(join(directory, entry));
    if (stats.isFile()) latest = Math.max(latest, stats.mtimeMs);
  }
  return latest;
}

/** Warns once per package whose `src` is newer than the `dist` files among `inputs`. */
export function warnOfStaleDist(inputs: readonly string[]): void {
  const builtAt = new Map<string, number>();
  for (const input of inputs) {
    const [, packageDirectory] = /^((?:.*\/)?packages\/[^/]+)\/dist\//.exec(input) ?? [];
    if (!packageDirectory) continue;
    const modified = statSync(input).mtimeMs;
    builtAt.set(packageDirectory, Math.min(builtAt.get(packageDirectory) ?? modified, modified));
  }
  for (const [packageDirectory, built] of builtAt) {
    if (warned.has(packageDirectory) || newest(join(packageDirectory, "src")) <= built) continue;
    warned.add(packageDirectory);
    console.warn(
      `${resolve(packageDirectory)}: src is newer than dist; run \`pnpm build\` to measure what would ship now`,
    );
  }
}
