import { defineConfig } from "tsup";

export default defineConfig([
  {
    // The library: runtime-neutral core, plus the Node helpers entry.
    entry: ["src/index.ts", "src/node.ts"],
    format: ["esm", "cjs"],
    dts: true,
    clean: false,
    sourcemap: true,
    target: "es2022",
  },
  {
    // The `webhook-verifier` bin: ESM only, run by node directly.
    entry: { cli: "src/cli.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    sourcemap: true,
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
  },
]);
