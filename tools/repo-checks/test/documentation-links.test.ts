import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The repository's Markdown files, as git knows them (changesets are release notes, not docs). */
const markdownFiles = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"],
  {
    cwd: repositoryRoot,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file && !file.startsWith(".changeset/"));

/** Relative link targets of a Markdown text: `[text](target)`, without anchors. */
function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1] ?? "",
  );
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => decodeURIComponent(target.split("#")[0] ?? ""));
}

describe("the documentation", () => {
  it("is found (the check looks at something)", () => {
    expect(markdownFiles).toContain("README.md");
    expect(markdownFiles).toContain("docs/architecture.md");
  });

  it("never sends readers outside the repository, e.g. to ../shared (regression: the README did)", () => {
    const outside = markdownFiles.filter((file) =>
      readFileSync(join(repositoryRoot, file), "utf8").includes("../shared"),
    );
    expect(outside).toEqual([]);
  });

  it("links only to files and folders that exist in the repository", () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      const directory = dirname(join(repositoryRoot, file));
      for (const target of relativeLinks(readFileSync(join(repositoryRoot, file), "utf8"))) {
        const path = resolve(directory, target);
        const inside = !relative(repositoryRoot, path).startsWith("..");
        if (!inside || !existsSync(path)) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the root README links the architecture notes", () => {
    const readme = readFileSync(join(repositoryRoot, "README.md"), "utf8");
    expect(relativeLinks(readme)).toContain("docs/architecture.md");
  });
});
