import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/vanilla.ts", "src/generic-oauth.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "@tollgate/auth-server"],
});
