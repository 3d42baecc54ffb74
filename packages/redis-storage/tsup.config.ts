import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: false,
  sourcemap: true,
  target: "es2022",
  // The Redis clients are the application's (optional peer dependencies), loaded when used.
  external: ["redis", "ioredis"],
});
