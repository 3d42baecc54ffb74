import { defineProject } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "demo",
    environment: "node",
    include: ["test/**/*.test.ts", "e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/build-front-end.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
