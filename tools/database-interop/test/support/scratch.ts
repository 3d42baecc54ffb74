import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const toolDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const binaries = join(toolDirectory, "node_modules", ".bin");

/**
 * A fresh directory inside the tool package (git-ignored), so that the generated schema
 * modules and the drizzle-kit and prisma configs there resolve the tool's dependencies.
 */
export function scratchDirectory(prefix: string): { path: string; remove(): void } {
  const parent = join(toolDirectory, ".generated");
  mkdirSync(parent, { recursive: true });
  const path = mkdtempSync(join(parent, `${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export { toolDirectory };
