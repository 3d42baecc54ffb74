import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Manifest } from "./packed-package";

export interface WorkspacePackage {
  directory: string;
  manifest: Manifest;
}

export function readWorkspacePackage(repoRoot: string, directory: string): WorkspacePackage {
  const manifest = JSON.parse(readFileSync(join(repoRoot, directory, "package.json"), "utf8"));
  return { directory, manifest };
}

/** The workspace packages a package needs published first: its dependencies and peers. */
function needs(pkg: WorkspacePackage, names: Set<string>): string[] {
  const { dependencies = {}, peerDependencies = {}, optionalDependencies = {} } = pkg.manifest;
  return Object.keys({ ...dependencies, ...peerDependencies, ...optionalDependencies }).filter(
    (name) => names.has(name) && name !== pkg.manifest.name,
  );
}

/**
 * The packages in publishing order: each after every workspace package it depends on or peers,
 * so that, the moment it is on the registry, its ranges resolve there. Alphabetical among
 * equals; a cycle is an error naming its packages.
 */
export function publishOrder(packages: WorkspacePackage[]): WorkspacePackage[] {
  const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]));
  const names = new Set(byName.keys());
  const ordered: WorkspacePackage[] = [];
  const done = new Set<string>();
  let pending = [...packages].sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
  while (pending.length > 0) {
    const ready = pending.filter((pkg) => needs(pkg, names).every((name) => done.has(name)));
    if (ready.length === 0)
      throw new Error(
        `dependency cycle among ${pending.map((pkg) => pkg.manifest.name).join(", ")}`,
      );
    for (const pkg of ready) {
      ordered.push(pkg);
      done.add(pkg.manifest.name);
    }
    pending = pending.filter((pkg) => !done.has(pkg.manifest.name));
  }
  return ordered;
}
