import { builtinModules } from "node:module";

// Statements at the start of a line or after a `;` or `}` (minified code): bundled code keeps
// its libraries' comments, whose examples (` * import { sql } from 'kysely'`) are no imports.
const STATIC = /(?:^|[;}])\s*(?:import|export)\b[^'"\n;]*?(?:from\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\b(?:import|require)\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The bare module specifiers a JavaScript or declaration file imports (relative ones left out). */
export function importedModules(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [STATIC, DYNAMIC])
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1] ?? "";
      if (!specifier.startsWith(".") && !specifier.startsWith("/")) found.add(specifier);
    }
  return [...found];
}

/** The package a specifier belongs to: `@scope/name` or `name`; null for Node built-ins. */
export function packageOf(specifier: string): string | null {
  const bare = specifier.replace(/^node:/, "");
  if (specifier.startsWith("node:") || builtinModules.includes(bare.split("/")[0] ?? ""))
    return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}
