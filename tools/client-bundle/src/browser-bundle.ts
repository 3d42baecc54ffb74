// The one way Tollgate measures what a browser downloads: the client packages' size tests and
// the budgets all bundle through here, so their numbers compare.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { warnOfStaleDist } from "./stale-dist";

export interface BrowserBundle {
  /**
   * What every browser downloads up front, gzipped (node:zlib's default level): the entry chunk
   * and the chunks it imports statically.
   */
  gzipBytes: number;
  /**
   * The chunks loaded by `import()` only when needed, gzipped (e.g. the passkey plugin's
   * written-out WebAuthn JSON conversion, which only browsers without the Level 3 JSON methods load).
   */
  lazyGzipBytes: number;
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
 * esbuild, minified ESM with code splitting (as Vite, Next.js and webpack bundle an app), react
 * external, the same for both libraries.
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
    splitting: true,
    outdir: "bundle",
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
  const outputs = result.metafile.outputs;
  const gzipOf = (path: string) => {
    const file = result.outputFiles.find((output) => output.path.endsWith(`/${path}`));
    return file ? gzipSync(file.contents).byteLength : 0;
  };
  // The entry chunk and what it imports statically, transitively: downloaded before it runs.
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint) ?? "";
  const upFront = new Set<string>();
  const visit = (path: string) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  visit(entryPath);
  const chunks = Object.keys(outputs).filter((path) => path.endsWith(".js"));
  const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipOf(path), 0);
  const inputs = Object.keys(result.metafile.inputs).filter((input) => input !== "<stdin>");
  if (from === "dist") warnOfStaleDist(inputs);
  return {
    gzipBytes: sum(chunks.filter((path) => upFront.has(path))),
    lazyGzipBytes: sum(chunks.filter((path) => !upFront.has(path))),
    inputs,
  };
}
