// The one way Tollgate measures what a browser downloads: the client packages' size tests and
// the budgets all bundle through here, so their numbers compare.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { warnOfStaleDist } from "./stale-dist";

export interface BrowserBundle {
  /** The minified ESM output. */
  code: Uint8Array;
  /** Its size gzipped (node:zlib's default level), what a browser downloads. */
  gzipBytes: number;
  /** Every file that went into it, as esbuild names them (relative to the working directory). */
  inputs: string[];
}

/**
 * Where workspace packages are read from. "dist" (the default) is what ships: each package's
 * built files through its `exports`, as an app that installed it from npm bundles them, so it
 * needs `pnpm build` first (`pnpm test` builds). "source" is their TypeScript sources (the
 * "@tollgate/source" condition): the module graph as written, for checks of what imports what.
 */
export type BundleFrom = "dist" | "source";

/**
 * Bundles `entry` (an ES module's text, whose imports resolve from `resolveDir`) for a browser:
 * esbuild, minified ESM, react external, the same for both libraries.
 */
export async function browserBundle(
  entry: string,
  resolveDir: string,
  from: BundleFrom = "dist",
): Promise<BrowserBundle> {
  const result = await build({
    stdin: { contents: entry, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: from === "source" ? ["@tollgate/source"] : [],
    external: ["react", "react-dom"],
    metafile: true,
    write: false,
    logLevel: "silent",
  }).catch((error: unknown) => {
    if (from === "dist")
      throw new Error("Bundling the packages' dist failed: has `pnpm build` run?", {
        cause: error,
      });
    throw error;
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.keys(result.metafile.inputs).filter((input) => input !== "<stdin>");
  if (from === "dist") warnOfStaleDist(inputs);
  return { code, gzipBytes: gzipSync(code).byteLength, inputs };
}
