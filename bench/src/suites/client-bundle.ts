import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { BenchRow, BenchSuite } from "../types.js";
import { i18nBundleRows } from "./i18n-bundle.js";

const AGAINST = "better-auth@1.7.25";
const BENCH_DIR = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** The same app entry for both: createAuthClient + useSession + the username client. */
const OURS = `
import { createAuthClient } from "@tollgate/auth-client-react";
import { usernameClient } from "@tollgate/username-plugin/client";
export const client = createAuthClient({ plugins: [usernameClient()] });
export function useSignedInEmail() { return client.useSession().data?.user.email; }
`;
const THEIRS = `
import { createAuthClient } from "better-auth/react";
import { usernameClient } from "better-auth/client/plugins";
export const client = createAuthClient({ plugins: [usernameClient()] });
export function useSignedInEmail() { return client.useSession().data?.user.email; }
`;

/** Minified ESM for the browser, react external, then gzip (node:zlib default level). */
async function gzippedBytes(entry: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: BENCH_DIR, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    // Workspace packages bundle from their sources, as in the package's own size test.
    conditions: ["@tollgate/source"],
    external: ["react", "react-dom"],
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength };
}

export const clientBundleSuite: BenchSuite = {
  name: "client-bundle",
  async run(): Promise<BenchRow[]> {
    const [ours, theirs] = await Promise.all([gzippedBytes(OURS), gzippedBytes(THEIRS)]);
    const row = (metric: string, a: number, b: number): BenchRow => ({
      suite: "client-bundle",
      case: "createAuthClient + useSession + usernameClient (react external)",
      metric,
      ours: a,
      theirs: b,
      against: AGAINST,
      higherIsBetter: false,
    });
    return [
      row("gzip bytes", ours.gzip, theirs.gzip),
      {
        ...row("minified bytes", ours.raw, theirs.raw),
        note: `ours is ${((ours.gzip / theirs.gzip) * 100).toFixed(1)}% of theirs gzipped`,
      },
      ...(await i18nBundleRows(gzippedBytes)),
    ];
  },
};
