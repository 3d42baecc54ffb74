import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

export const PACKAGE_DIRECTORY = fileURLToPath(new URL("../..", import.meta.url));

export interface Bundle {
  code: string;
  /** Every file that went into the bundle, relative to the package directory. */
  inputs: string[];
  /** Imports left in the output (node: modules, marked external so that they can be listed). */
  externalImports: string[];
}

function externalImportsOf(metafile: Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
}

/**
 * Bundles `contents` (an ES module that imports the package's entries by name, resolved to their
 * TypeScript sources) the way a browser or edge build does (or, with platform "node", a Node one). Node built-ins are left as imports
 * so that a test can name them instead of failing on an unresolved import.
 */
export async function bundleFor(
  contents: string,
  options: { format: "esm" | "iife"; globalName?: string; platform?: "browser" | "node" },
): Promise<Bundle> {
  const result = await build({
    stdin: { contents, resolveDir: PACKAGE_DIRECTORY, loader: "ts" },
    absWorkingDir: PACKAGE_DIRECTORY,
    bundle: true,
    write: false,
    metafile: true,
    platform: options.platform ?? "browser",
    conditions: ["@tollgate/source"],
    external: ["node:*"],
    format: options.format,
    ...(options.globalName === undefined ? {} : { globalName: options.globalName }),
    logLevel: "silent",
  });
  return {
    code: result.outputFiles[0]?.text ?? "",
    inputs: Object.keys(result.metafile.inputs).filter((input) => input !== "<stdin>"),
    externalImports: externalImportsOf(result.metafile),
  };
}
