import { defineProject } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "admin-plugin",
    environment: "node",
    testTimeout: 30_000,
    // Files share the workers' module graph (isolate: false): the sources are imported once per
    // worker, not once per file, about half of this package's test time. No test leaves a
    // global, an environment variable or fake timers changed for the next file.
    isolate: false,
  },
});
