import { defineProject } from "vitest/config";
import { recordSmartUnionOptions } from "./test/sdk/smart-union-plugin";

// Workspace packages resolve to their TypeScript sources (see the root vitest.config.ts).
const conditions = ["@tollgate/source", "module", "node", "development|production"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // The payload generator walks @polar-sh/sdk's schemas: vitest inlines the SDK so that the
  // plugin can keep the options of its smart unions where the generator finds them.
  plugins: [recordSmartUnionOptions()],
  test: {
    name: "billing-types",
    environment: "node",
    testTimeout: 30_000,
    server: { deps: { inline: [/@polar-sh[+/]sdk/] } },
    // Files share the workers' module graph (isolate: false): the sources are imported once per
    // worker, not once per file, about half of this package's test time. No test leaves a
    // global, an environment variable or fake timers changed for the next file.
    isolate: false,
  },
});
