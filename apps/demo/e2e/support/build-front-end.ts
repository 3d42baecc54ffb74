import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { appRoot } from "./paths";

/**
 * What the built front end is made of: its own files, and the sources of the workspace packages
 * it bundles (through the @tollgate/source condition). When any is newer than the build, rebuild.
 */
const FRONT_END_SOURCES = ["src", "shared", "public", "index.html", "vite.config.ts"];
const packagesRoot = resolve(appRoot, "..", "..", "packages");
const packageSources = () =>
  readdirSync(packagesRoot).map((name) => resolve(packagesRoot, name, "src"));

function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/**
 * vitest globalSetup: the e2e tests serve the built front end. `pnpm test` builds it first
 * (turbo run build); a bare `vitest run --project demo` builds it here when it is missing or
 * older than its sources, so the browser never tests a stale build. The build runs as its own
 * process with NODE_ENV=production, as `pnpm build` does (under vitest NODE_ENV is "test",
 * which would bundle React's development build).
 */
export default function buildFrontEndIfStale(): void {
  const built = newestChange(resolve(appRoot, "dist", "index.html"));
  const sources = Math.max(
    ...FRONT_END_SOURCES.map((path) => newestChange(resolve(appRoot, path))),
    ...packageSources().map(newestChange),
  );
  if (built > sources) return;
  execFileSync(join(appRoot, "node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "inherit",
  });
}
