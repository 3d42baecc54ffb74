import { defineProject } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "webhook-verifier",
    environment: "node",
    // The CLI runs as a process: on a busy 2-core machine one run takes seconds.
    testTimeout: 30_000,
    // The CLI and the ESM/CJS builds are tested as built: build dist when it is stale.
    globalSetup: ["./test/support/build-once.ts"],
    // Files share the workers' module graph (isolate: false): the sources are imported once per
    // worker, not once per file, about half of this package's test time. No test leaves a
    // global, an environment variable or fake timers changed for the next file.
    isolate: false,
  },
});
