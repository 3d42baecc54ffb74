import { importedModules, packageOf } from "./module-specifiers";
import type { Manifest, PackedPackage } from "./packed-package";

/** What a tarball may weigh unpacked: 2 MB (the bound for @tollgate/auth-server). */
export const UNPACKED_LIMIT_BYTES = 2 * 1024 * 1024;

/** Packages whose data is their point: billing-types ships every entity's JSON Schema and fixtures. */
const UNPACKED_LIMIT_OVERRIDES: Record<string, number> = {
  "@tollgate/billing-types": 5 * 1024 * 1024,
};

const TEST_FILE =
  /(^|\/)(test|tests|__tests__|fixtures-test)\/|\.(test|spec|test-d)\.[cm]?[jt]sx?$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const JAVASCRIPT = /\.[cm]?js$/;
const DEPENDENCY_FIELDS = [
  "dependencies",
  "peerDependencies",
  "optionalDependencies",
] as const satisfies (keyof Manifest)[];

/**
 * Everything wrong with one packed package, as sentences; empty when it may be published.
 * `versions` maps every workspace package's name to the version packed with it.
 */
export function tarballProblems(packed: PackedPackage, versions: Map<string, string>): string[] {
  const { manifest, files } = packed;
  const problems: string[] = [];
  const paths = new Set(files.map((file) => file.path));

  if (manifest.license !== "MIT") problems.push(`license is ${manifest.license}, not MIT`);
  if (!paths.has("LICENSE")) problems.push("no LICENSE file");
  else if (!packed.read("LICENSE").startsWith("MIT License"))
    problems.push("LICENSE is not the MIT licence text");
  const repository = typeof manifest.repository === "object" ? manifest.repository : undefined;
  if (!repository?.url) problems.push("no repository.url");
  if (repository?.directory !== packed.directory)
    problems.push(`repository.directory is ${repository?.directory}, not ${packed.directory}`);
  if (!manifest.homepage) problems.push("no homepage");
  const bugs = typeof manifest.bugs === "string" ? manifest.bugs : manifest.bugs?.url;
  if (!bugs) problems.push("no bugs url");
  if (!packed.workspaceManifest.scripts?.prepack)
    problems.push("no prepack script (a pack must build first)");

  const shipped = (kind: string, matches: (path: string) => boolean) => {
    const found = files.filter((file) => matches(file.path)).map((file) => file.path);
    if (found.length > 0)
      problems.push(
        `ships ${found.length} ${kind} (${found.slice(0, 3).join(", ")}${found.length > 3 ? ", …" : ""})`,
      );
  };
  shipped("test files", (path) => TEST_FILE.test(path));
  // Without sources no map can point anywhere useful: maps stay in the repository's builds.
  shipped("source maps", (path) => path.endsWith(".map"));
  shipped("source files", (path) => path.startsWith("src/"));
  const unpacked = files.reduce((sum, file) => sum + file.size, 0);
  const limit = UNPACKED_LIMIT_OVERRIDES[manifest.name] ?? UNPACKED_LIMIT_BYTES;
  if (unpacked > limit)
    problems.push(
      `unpacks to ${(unpacked / 1024 / 1024).toFixed(2)} MB, over ${limit / 1024 / 1024} MB`,
    );

  problems.push(...rangeProblems(manifest, versions));
  problems.push(...importProblems(packed));
  return problems;
}

/** No `workspace:` left, and every range on a workspace package accepts the version packed. */
function rangeProblems(manifest: Manifest, versions: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const field of DEPENDENCY_FIELDS)
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith("workspace:")) problems.push(`${field}.${name} is ${range}`);
      const version = versions.get(name);
      if (version && !acceptsVersion(range, version))
        problems.push(`${field}.${name} is ${range}, which does not accept ${version} (packed)`);
    }
  return problems;
}

/** Caret, tilde and exact ranges, the only ones a workspace range turns into. */
export function acceptsVersion(range: string, version: string): boolean {
  const alternatives = range.split("||").map((part) => part.trim());
  return alternatives.some((part) => {
    const exact = part.replace(/^[\^~]/, "");
    if (exact === version) return true;
    const [major, minor, patch] = exact.split(".").map(Number);
    const [vMajor, vMinor, vPatch] = version.split(".").map(Number);
    if (
      [major, minor, patch, vMajor, vMinor, vPatch].some((n) => n === undefined || Number.isNaN(n))
    )
      return false;
    const atLeast =
      vMajor! > major! ||
      (vMajor === major && (vMinor! > minor! || (vMinor === minor && vPatch! >= patch!)));
    if (!atLeast) return false;
    if (part.startsWith("~")) return vMajor === major && vMinor === minor;
    if (part.startsWith("^"))
      return major! > 0
        ? vMajor === major
        : minor! > 0
          ? vMinor === minor && vMajor === 0
          : vPatch === patch;
    return false;
  });
}

/**
 * Every package a shipped file imports is declared (a declaration needs its dependency at type-check
 * time too), and every declared dependency is imported by some shipped file: one that is not is
 * bundled into dist (or unused), and installing it again only costs the user.
 */
function importProblems(packed: PackedPackage): string[] {
  const { manifest, files } = packed;
  const declared = new Set(
    DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {})),
  );
  const imported = new Set<string>();
  const problems: string[] = [];
  for (const file of files) {
    if (!DECLARATION.test(file.path) && !JAVASCRIPT.test(file.path)) continue;
    for (const specifier of importedModules(packed.read(file.path))) {
      const name = packageOf(specifier);
      if (name === null || name === manifest.name) continue;
      imported.add(name);
      if (!declared.has(name))
        problems.push(`${file.path} imports ${specifier}, which is not a dependency or peer`);
    }
  }
  for (const name of Object.keys(manifest.dependencies ?? {}))
    if (!imported.has(name))
      problems.push(
        `dependency ${name} is imported by no shipped file (bundled into dist, or unused)`,
      );
  return problems;
}
