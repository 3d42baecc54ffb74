import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "test-summary", environment: "node", testTimeout: 30_000 },
});
