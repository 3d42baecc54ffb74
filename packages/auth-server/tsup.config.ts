import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: { index: "src/index.ts", testing: "src/testing/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    sourcemap: true,
    target: "es2022",
    external: ["better-sqlite3", "pg"],
  },
  {
    entry: { cli: "src/cli.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    banner: { js: "#!/usr/bin/env node" },
    external: ["better-sqlite3", "pg"],
  },
]);
