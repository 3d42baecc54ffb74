import { defineProject } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { name: "open-api-check", environment: "node", testTimeout: 30_000 },
});
