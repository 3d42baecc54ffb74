import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runOrThrow } from "./run-command";

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  homepage?: string;
  bugs?: { url?: string } | string;
  repository?: { type?: string; url?: string; directory?: string } | string;
  scripts?: Record<string, string>;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optionalDependencies?: Record<string, string>;
}

export interface PackedFile {
  /** Path inside the package, without tar's `package/` prefix. */
  path: string;
  size: number;
}

export interface PackedPackage {
  /** The package's folder, relative to the repository root (packages/auth-server). */
  directory: string;
  tarball: string;
  /** package.json as it is inside the tarball (pnpm has rewritten workspace: ranges). */
  manifest: Manifest;
  /** package.json in the repository: its pack scripts (pnpm leaves them out of the tarball's). */
  workspaceManifest: Manifest;
  files: PackedFile[];
  /** Reads a packed file's text. */
  read(path: string): string;
}

/** The publishable packages: every packages/* folder whose package.json is not private. */
export function publishableDirectories(repoRoot: string): string[] {
  return readdirSync(join(repoRoot, "packages"))
    .map((name) => join("packages", name))
    .filter((directory) => {
      try {
        const manifest = JSON.parse(
          readFileSync(join(repoRoot, directory, "package.json"), "utf8"),
        );
        return manifest.private !== true;
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * Packs one package with pnpm (which turns `workspace:` ranges into real ones, as at publish),
 * without its pack scripts: the caller builds first (CI's test command does).
 */
export function packPackage(
  repoRoot: string,
  directory: string,
  destination: string,
): PackedPackage {
  const output = runOrThrow(
    "pnpm",
    ["--config.ignore-scripts=true", "pack", "--pack-destination", destination],
    join(repoRoot, directory),
  );
  const tarball = output
    .trim()
    .split("\n")
    .reverse()
    .find((line) => line.trim().endsWith(".tgz"))
    ?.trim();
  if (!tarball) throw new Error(`pnpm pack printed no tarball for ${directory}:\n${output}`);
  // Unpacked once, next to the tarball, for the rules to read.
  const unpacked = tarball.replace(/\.tgz$/, "");
  mkdirSync(unpacked, { recursive: true });
  runOrThrow("tar", ["-xzf", tarball, "-C", unpacked, "--strip-components=1"], destination);
  const read = (path: string) => readFileSync(join(unpacked, path), "utf8");
  return {
    directory,
    tarball,
    manifest: JSON.parse(read("package.json")),
    workspaceManifest: JSON.parse(readFileSync(join(repoRoot, directory, "package.json"), "utf8")),
    files: listTarball(tarball, destination),
    read,
  };
}

/** `tar -tv` lines: mode, owner, size, date, time, path. */
function listTarball(tarball: string, cwd: string): PackedFile[] {
  return runOrThrow("tar", ["-tvzf", tarball], cwd)
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => !fields[0]?.startsWith("d"))
    .map((fields) => ({
      size: Number(fields[2]),
      path: fields
        .slice(5)
        .join(" ")
        .replace(/^package\//, ""),
    }));
}

/** The import paths of a package's public entries ("./package.json" and patterns left out). */
export function publicEntries(manifest: Manifest): string[] {
  return Object.keys(manifest.exports ?? { ".": null })
    .filter((key) => key !== "./package.json" && !key.includes("*"))
    .map((key) => (key === "." ? manifest.name : `${manifest.name}/${key.slice(2)}`));
}
