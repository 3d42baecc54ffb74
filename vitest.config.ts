import { defineConfig } from "vitest/config";

// Every package, app and tool is a vitest project with its own vitest.config.ts.
// Workspace packages resolve to their TypeScript sources through the
// "@tollgate/source" export condition, so tests never run against stale builds.
// At the end, a summary says which server-backed suites ran and why any others did not.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "tools/*"],
    reporters: ["default", "./tools/test-summary/src/server-suites-reporter.ts"],
  },
});
