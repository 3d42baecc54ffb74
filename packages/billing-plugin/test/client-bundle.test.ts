// @vitest-environment node
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, it } from "vitest";

const ENTRY = `
import { createAuthClient } from "@tollgate/auth-client-react";
import { billingClient } from "./src/client.ts";
export const client = createAuthClient({ plugins: [billingClient()] });
export function useSubscriptions() { return client.useCustomerState().data?.activeSubscriptions; }
`;

/** The browser bundle of createAuthClient + billingClient, minified, react external. */
async function clientBundle() {
  const result = await build({
    stdin: {
      contents: ENTRY,
      resolveDir: fileURLToPath(new URL("..", import.meta.url)),
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: ["@tollgate/source"],
    external: ["react", "react-dom"],
    metafile: true,
    write: false,
  });
  return {
    code: result.outputFiles[0]?.contents ?? new Uint8Array(),
    inputs: Object.keys(result.metafile.inputs),
  };
}

it("the client entry carries no server code: no routes, platform client, verifier, zod schemas or database layer", async () => {
  const { inputs, code } = await clientBundle();
  const fromServer = inputs.filter((path) => path.includes("auth-server/"));
  for (const path of fromServer) expect(path).toMatch(/auth-server\/src\/errors\//);
  const own = inputs.filter((path) => path.includes("billing-plugin/src/"));
  expect(own.map((path) => path.replace(/.*billing-plugin\/src\//, "")).sort()).toEqual([
    "client.ts",
    "error-codes.ts",
  ]);
  for (const heavy of ["billing-types", "webhook-verifier", "zod", "better-call", "kysely"])
    expect(inputs.filter((path) => path.includes(heavy))).toEqual([]);
  expect(gzipSync(code).byteLength).toBeGreaterThan(1000);
});
