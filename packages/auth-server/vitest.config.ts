import { defineProject } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "auth-server",
    environment: "node",
    // Some tests run the CLI, a quick-start app or hashing workers as processes: on a busy
    // 2-core machine one takes several seconds, past vitest's 5 s default.
    testTimeout: 30_000,
  },
});
