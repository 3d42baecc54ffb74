import { defineConfig } from "vitest/config";

// Every package and app is a vitest project with its own vitest.config.ts.
// Workspace packages resolve to their TypeScript sources through the
// "@tollgate/source" export condition, so tests never run against stale builds.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
  },
});
