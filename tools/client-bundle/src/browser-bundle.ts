// The one way Tollgate measures what a browser downloads: the client packages' size tests and
// the every-plugin budget all bundle through here, so their numbers compare.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export interface BrowserBundle {
  /** The minified ESM output. */
  code: Uint8Array;
  /** Its size gzipped (node:zlib's default level), what a browser downloads. */
  gzipBytes: number;
  /** Every file that went into it, as esbuild names them (relative to the working directory). */
  inputs: string[];
}

/**
 * Bundles `entry` (an ES module's text, whose imports resolve from `resolveDir`) for a browser:
 * esbuild, minified ESM, react external, workspace packages from their TypeScript sources (the
 * "@tollgate/source" condition), the same for both libraries.
 */
export async function browserBundle(entry: string, resolveDir: string): Promise<BrowserBundle> {
  const result = await build({
    stdin: { contents: entry, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: ["@tollgate/source"],
    external: ["react", "react-dom"],
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    code,
    gzipBytes: gzipSync(code).byteLength,
    inputs: Object.keys(result.metafile.inputs).filter((input) => input !== "<stdin>"),
  };
}
