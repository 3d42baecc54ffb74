// Every published package whose built files (JavaScript or declarations) import nanostores, the
// client's store library, declares it (dependencies or peerDependencies), so an app that
// installs the package resolves it and its type-check finds nanostores' declarations.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PACKAGES_DIR = fileURLToPath(new URL("../../../packages/", import.meta.url));
const STORE_LIBRARY = "nanostores";
const IMPORTS_IT = new RegExp(
  String.raw`(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']${STORE_LIBRARY}(?:/[^"']*)?["']`,
);

const packages = readdirSync(PACKAGES_DIR).filter((name) =>
  existsSync(join(PACKAGES_DIR, name, "package.json")),
);

describe(`packages whose dist imports ${STORE_LIBRARY} declare it`, () => {
  it.each(packages)("%s", (name) => {
    const directory = join(PACKAGES_DIR, name);
    const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
    const dist = join(directory, "dist");
    expect(existsSync(dist), `${name} has no dist: run pnpm build`).toBe(true);
    const importing = readdirSync(dist)
      .filter((file) => /\.(c?js|d\.c?ts)$/.test(file))
      .filter((file) => IMPORTS_IT.test(readFileSync(join(dist, file), "utf8")));
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    if (importing.length > 0)
      expect(declared, `${importing.join(", ")} import ${STORE_LIBRARY}`).toHaveProperty([
        STORE_LIBRARY,
      ]);
  });
});
