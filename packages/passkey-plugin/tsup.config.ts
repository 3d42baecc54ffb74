import { defineConfig } from "tsup";

export default defineConfig({
  // error-codes is an entry of its own so that its catalogue lands in a module of its own in
  // dist (esbuild groups shared modules by the entries that reach them): a browser bundle of
  // ./client that does not read the catalogue then drops it whole, as it does from the sources
  // (sideEffects: false). Not in "exports": a build device, not an import path.
  entry: {
    index: "src/index.ts",
    client: "src/client.ts",
    "error-codes": "src/error-codes.ts",
    testing: "src/testing/software-authenticator.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
