import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The workspace member a repository path belongs to: `packages/x`, `apps/x`, `tools/x`, … */
function memberOf(path: string): string | null {
  const match = /^(packages|apps|tools|examples|bench)(?:\/([^/]+))?/.exec(path);
  if (!match) return null;
  return match[1] === "bench" ? "bench" : `${match[1]}/${match[2]}`;
}

/** Relative module specifiers of a TypeScript or JavaScript source. */
function relativeSpecifiers(source: string): string[] {
  const found = source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g);
  return [...found].map((match) => match[1] ?? "");
}

const sources = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx", "*.mts", "*.mjs"],
  { cwd: repositoryRoot, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /^(packages|apps)\//.test(file));

describe("package boundaries", () => {
  it("no package or app reaches into another one's files by path (it imports the other's public entries)", () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const own = memberOf(file);
      for (const specifier of relativeSpecifiers(
        readFileSync(resolve(repositoryRoot, file), "utf8"),
      )) {
        const target = relative(repositoryRoot, resolve(repositoryRoot, dirname(file), specifier));
        if (memberOf(target) !== own) crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
