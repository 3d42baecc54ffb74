import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/vanilla.ts", "src/generic-oauth.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "@tollgate/auth-server"],
  // The core's path table is plain data the server owns: bundled in, so a frontend needs no server
  // package at run time (the server stays an optional peer, for types).
  noExternal: ["@tollgate/auth-server/client-paths"],
  // Read from the server's sources, not its dist: builds run side by side (turbo's build has no
  // ^build), and this one must never read the server's output while it is being written.
  esbuildOptions(options) {
    options.conditions = ["@tollgate/source"];
  },
});
