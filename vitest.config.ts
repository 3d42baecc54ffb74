import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Every package, app and tool is a vitest project with its own vitest.config.ts.
// Workspace packages resolve to their TypeScript sources through the
// "@tollgate/source" export condition, so tests never run against stale builds.
// At the end, a summary says which server-backed suites ran and why any others did not.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "tools/*"],
    // vitest runs one worker fewer than there are cores: one on a 2-core machine, idle whenever a
    // test waits on a database round trip, a child process or the browser. Test files are
    // independent (each database test has a schema or database of its own, servers take free
    // ports), so files run three at a time at least. TOLLGATE_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TOLLGATE_TEST_WORKERS) || Math.max(3, availableParallelism()),
    // Each project sets testTimeout (30 s or more): three files at a time on two cores, beside
    // databases, child processes and Chromium, take a test past vitest's 5 s default now and then.
    reporters: ["default", "./tools/test-summary/src/server-suites-reporter.ts"],
  },
});
