import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "client-bundle", environment: "node", testTimeout: 30_000 },
});
