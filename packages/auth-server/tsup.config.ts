import { defineConfig, type Options } from "tsup";

// Bundled rather than loaded as hundreds of ESM files at start-up (kysely alone took ~190 ms to
// import, better-call ~120 ms): the server's cold start is mostly module loading. zod stays
// external because applications and plugins share its instances with us.
const bundled = [
  /^kysely/,
  /^better-call/,
  /^@oslojs\//,
  /^rou3/,
  /^@better-auth\//,
  /^@better-fetch\//,
  /^set-cookie-parser/,
];

// The server's entries; the testing entry joins them as an ES module (sharing their chunks, so
// one copy of each module: the WeakMaps some of them key by a database stay one).
const serverEntries = {
  index: "src/index.ts",
  // Server-only (fetch, jose): Better Auth's genericOAuth, built on the oauth/ contract.
  "generic-oauth": "src/generic-oauth/index.ts",
  // Better Auth's openAPI(): the OpenAPI document of every endpoint and its reference page.
  "open-api": "src/open-api/index.ts",
  // Next.js App Router: toNextJsHandler and nextCookies (next/headers imported on first use).
  "next-js": "src/next-js/index.ts",
};
const testingEntry = { testing: "src/testing/index.ts" };

const serverBuild: Options = {
  // The public types import no jose or arctic type (id-token.ts, token-response.ts): ES
  // modules a CommonJS consumer's .d.cts may not import (TS1479).
  dts: true,
  // No `clean`: the configurations build side by side into one dist, which the build script
  // empties first.
  sourcemap: true,
  target: "es2022",
  // Drivers are optional peers, loaded only where used (the testing entry imports them lazily).
  external: ["better-sqlite3", "pg", "mysql2", "redis", /^next(\/|$)/],
};

export default defineConfig([
  {
    ...serverBuild,
    entry: { ...serverEntries, ...testingEntry },
    format: ["esm"],
    // Under 2 MB installed (see the README's publishing note). Minified; ES modules do not keep
    // functions' names: keepNames wraps every function where it is created, closures made per
    // request included, which cost GET /ok and /get-session ~15 % (bench). Errors keep their
    // names either way (they set `name`).
    esbuildOptions(options) {
      Object.assign(options, { minify: true });
    },
    noExternal: bundled,
  },
  {
    ...serverBuild,
    entry: serverEntries,
    format: ["cjs"],
    // The testing entry's .d.cts too, beside the others', so the types they share stay one chunk.
    dts: { entry: { ...serverEntries, ...testingEntry } },
    // The CommonJS entries each carry their own copy of kysely (CommonJS chunk splitting would
    // share it but leaves import.meta in .cjs files, which then fail to load). Minified, names kept.
    esbuildOptions(options) {
      Object.assign(options, { minify: true, keepNames: true });
    },
    noExternal: bundled,
  },
  {
    ...serverBuild,
    // The testing helpers as CommonJS load kysely and better-call from their packages (the
    // dependencies they are) instead of a fourth bundled copy: a test's start-up is not a
    // server's cold start, and it keeps the install under 2 MB.
    entry: testingEntry,
    format: ["cjs"],
    dts: false,
    esbuildOptions(options) {
      Object.assign(options, { minify: true, keepNames: true });
    },
  },
  {
    // Browser-safe entries (no server code, no Node built-in), built on their own and not
    // minified as ES modules: minifying drops the /* @__PURE__ */ marks that let an app's bundler
    // leave out what it does not use (the access entry's catalogue and role helpers: 145 B
    // gzipped of the client-bundle budget). The few lines they share with the main entry are
    // simply in both.
    entry: {
      access: "src/access/index.ts",
      errors: "src/errors/index.ts",
      "client-paths": "src/client-paths/index.ts",
    },
    format: ["esm", "cjs"],
    esbuildOptions(options, { format }) {
      if (format === "cjs") Object.assign(options, { minify: true, keepNames: true });
    },
    dts: true,
    sourcemap: true,
    target: "es2022",
  },
  {
    entry: { cli: "src/cli.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    banner: { js: "#!/usr/bin/env node" },
    // Run by node only: minified, names kept, like the CommonJS build (the 2 MB install).
    minify: true,
    keepNames: true,
    external: ["better-sqlite3", "pg"],
  },
]);
