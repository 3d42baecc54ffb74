import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { appRoot } from "./paths";

/**
 * vitest globalSetup: the e2e tests serve the built front end. `pnpm test` builds it first
 * (turbo run build); a bare `vitest run --project demo` on a fresh clone builds it here.
 */
export default async function buildFrontEndIfMissing(): Promise<void> {
  if (existsSync(resolve(appRoot, "dist", "index.html"))) return;
  const { build } = await import("vite");
  await build({ root: appRoot, configFile: resolve(appRoot, "vite.config.ts"), logLevel: "warn" });
}
