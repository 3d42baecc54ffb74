import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CJS_USAGE_SOURCE, USAGE_PACKAGES, USAGE_SOURCE } from "./consumer-usage";
import { importedModules, packageOf } from "./module-specifiers";
import { type PackedPackage, publicEntries } from "./packed-package";
import { runCommand, runOrThrow } from "./run-command";

/** The TypeScript versions users have: the oldest 5.x we support, the last 5.x, 6 and the current major. */
export const TYPESCRIPT_VERSIONS = ["5.6", "5.9", "6.0", "7.0"] as const;

/** Each resolution with the `module` it goes with. */
export const RESOLUTIONS = {
  bundler: "preserve",
  node16: "node16",
  nodenext: "nodenext",
} as const;

export interface MatrixRun {
  typescript: string;
  resolution: string;
  /**
   * tsc's error lines (with a non-zero exit and none, the whole output). Every one fails the
   * check, other projects' declarations included: an app's type check reads them too.
   */
  errors: string[];
}

const ERROR_LINE = /^[^(\n]+\(\d+,\d+\): error TS\d+:/;

/**
 * One scratch app outside the repository that installs every tarball (each @tollgate package
 * resolved to its tarball, everything else from the registry) with pnpm's strict layout and no
 * hoisting, so a declaration file only finds the packages its own package declares.
 */
export function installConsumer(directory: string, packed: PackedPackage[]): void {
  mkdirSync(directory, { recursive: true });
  const tarballs = Object.fromEntries(packed.map((p) => [p.manifest.name, `file:${p.tarball}`]));
  const dependencies: Record<string, string> = {
    ...tarballs,
    ...optionalPeersTheTypesImport(packed),
    "@types/node": "^20.19.0",
  };
  for (const version of TYPESCRIPT_VERSIONS)
    dependencies[`typescript-${version}`] = `npm:typescript@~${version}.0`;
  const manifest = {
    name: "types-as-shipped-consumer",
    private: true,
    dependencies,
    pnpm: { overrides: tarballs },
  };
  writeFileSync(join(directory, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // Strict: no hidden hoisting (node_modules/.pnpm/node_modules) that would hide a missing dependency.
  writeFileSync(join(directory, ".npmrc"), "hoist=false\nauto-install-peers=true\n");
  runOrThrow(
    "pnpm",
    ["install", "--ignore-workspace", "--no-frozen-lockfile", "--reporter=silent"],
    directory,
  );
}

/** Optional peers (react, next …) that some shipped declaration imports: an app using that entry has them. */
function optionalPeersTheTypesImport(packed: PackedPackage[]): Record<string, string> {
  const wanted: Record<string, string> = {};
  for (const { manifest, files, read } of packed) {
    const imported = new Set(
      files
        .filter((file) => /\.d\.[cm]?ts$/.test(file.path))
        .flatMap((file) => importedModules(read(file.path)).map(packageOf)),
    );
    for (const [name, range] of Object.entries(manifest.peerDependencies ?? {}))
      if (!name.startsWith("@tollgate/") && imported.has(name)) {
        wanted[name] = range;
        if (name === "react") wanted["@types/react"] = "^19.0.0";
      }
  }
  return wanted;
}

/** Two files: one ES module and one CommonJS module, each importing every public entry. */
export function writeConsumerSources(directory: string, packed: PackedPackage[]): void {
  const entries = packed.flatMap((p) => publicEntries(p.manifest));
  const esm = entries.map((entry, i) => `import * as entry${i} from "${entry}";`);
  const cjs = entries.map((entry, i) => `import entry${i} = require("${entry}");`);
  const use = `export const entries = [${entries.map((_, i) => `entry${i}`).join(", ")}];\n`;
  writeFileSync(join(directory, "esm-consumer.mts"), `${esm.join("\n")}\n${use}`);
  writeFileSync(join(directory, "cjs-consumer.cts"), `${cjs.join("\n")}\n${use}`);
  const names = new Set(packed.map((p) => p.manifest.name));
  const files = ["esm-consumer.mts", "cjs-consumer.cts"];
  if (USAGE_PACKAGES.every((name) => names.has(name))) {
    writeFileSync(join(directory, "usage.mts"), USAGE_SOURCE);
    writeFileSync(join(directory, "cjs-usage.cts"), CJS_USAGE_SOURCE);
    files.push("usage.mts", "cjs-usage.cts");
  }
  for (const [resolution, module] of Object.entries(RESOLUTIONS)) {
    const tsconfig = {
      compilerOptions: {
        target: "es2022",
        module,
        moduleResolution: resolution,
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: ["node"],
        jsx: "react-jsx",
      },
      files,
    };
    writeFileSync(
      join(directory, `tsconfig.${resolution}.json`),
      JSON.stringify(tsconfig, null, 2),
    );
  }
}

/** tsc on the consumers for every TypeScript version and resolution. */
export function typeCheckMatrix(directory: string, onRun: (label: string) => void): MatrixRun[] {
  const runs: MatrixRun[] = [];
  for (const typescript of TYPESCRIPT_VERSIONS)
    for (const resolution of Object.keys(RESOLUTIONS)) {
      onRun(`TypeScript ${typescript}, moduleResolution ${resolution}`);
      const tsc = join(directory, "node_modules", `typescript-${typescript}`, "bin", "tsc");
      const result = runCommand(
        process.execPath,
        [tsc, "-p", `tsconfig.${resolution}.json`, "--pretty", "false"],
        directory,
      );
      const errors = result.output.split("\n").filter((line) => ERROR_LINE.test(line));
      const unexplained = result.status !== 0 && errors.length === 0;
      runs.push({ typescript, resolution, errors: unexplained ? [result.output] : errors });
    }
  return runs;
}
