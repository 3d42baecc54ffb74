import { defineProject } from "vitest/config";
import { recordSmartUnionOptions } from "../billing-types/test/sdk/smart-union-plugin";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // sdk-payloads.test.ts uses billing-types' payload generator, which walks @polar-sh/sdk's
  // schemas: the SDK is inlined so that the plugin keeps what the generator needs.
  plugins: [recordSmartUnionOptions()],
  test: {
    name: "webhook-verifier",
    environment: "node",
    // The CLI runs as a process: on a busy 2-core machine one run takes seconds.
    testTimeout: 30_000,
    // The CLI and the ESM/CJS builds are tested as built: build dist when it is stale.
    globalSetup: ["./test/support/build-once.ts"],
    server: { deps: { inline: [/@polar-sh[+/]sdk/] } },
  },
});
