// @vitest-environment node
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, it } from "vitest";

const ENTRY = `
import { createAuthClient } from "@tollgate/auth-client-react";
import { organizationClient } from "./src/client.ts";
export const client = createAuthClient({ plugins: [organizationClient()] });
export function useActiveName() { return client.useActiveOrganization().data?.name; }
`;

/** The browser bundle of createAuthClient + organizationClient, minified, react external. */
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

it("the client entry carries no server code: only browser-safe auth-server entries (access, errors)", async () => {
  const { inputs } = await clientBundle();
  const fromServer = inputs.filter((path) => path.includes("auth-server/"));
  expect(fromServer.length).toBeGreaterThan(0);
  for (const path of fromServer) expect(path).toMatch(/auth-server\/src\/(access|errors)\//);
  expect(inputs.some((path) => path.includes("better-call") || path.includes("kysely"))).toBe(
    false,
  );
  expect(inputs.filter((path) => path.includes("organization-plugin/src/routes"))).toEqual([]);
});

// Measured 4041 B gzipped here (better-auth/react + its organizationClient with the same entry:
// 15278 B, so 26.4 %); the budget leaves ~3 % for growth. The budget (≤ 25 % of
// better-auth/react with every client plugin together) is measured across plugins, not here.
const BUDGET_BYTES = 4160;

it(`the browser bundle stays under ${BUDGET_BYTES} bytes gzipped`, async () => {
  const { code } = await clientBundle();
  expect(code.byteLength).toBeGreaterThan(1000);
  expect(gzipSync(code).byteLength).toBeLessThanOrEqual(BUDGET_BYTES);
});
