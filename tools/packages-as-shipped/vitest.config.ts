import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "packages-as-shipped", environment: "node", testTimeout: 30_000 },
});
