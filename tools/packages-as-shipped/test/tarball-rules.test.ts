import { describe, expect, it } from "vitest";
import { importedModules, packageOf } from "../src/module-specifiers";
import { acceptsVersion } from "../src/tarball-rules";

describe("ranges a workspace range turns into", () => {
  it("accepts the packed version and refuses others", () => {
    expect(acceptsVersion("^0.1.0", "0.1.0")).toBe(true);
    expect(acceptsVersion("^0.1.0", "0.1.4")).toBe(true);
    expect(acceptsVersion("^0.1.0", "0.2.0")).toBe(false);
    expect(acceptsVersion("^1.2.0", "1.9.0")).toBe(true);
    expect(acceptsVersion("^1.2.0", "2.0.0")).toBe(false);
    expect(acceptsVersion("~1.2.0", "1.3.0")).toBe(false);
    expect(acceptsVersion("0.1.0", "0.1.0")).toBe(true);
    expect(acceptsVersion("workspace:^", "0.1.0")).toBe(false);
  });
});

describe("imports of shipped files", () => {
  it("reads statements at line starts, dynamic imports and requires; not indented comment examples", () => {
    const source = [
      "import { a } from 'kysely';",
      'export { b } from "better-call";',
      "import 'side-effect';",
      " * import { sql } from 'not-an-import'",
      "const c = require(\"jose\"); const d = await import('arctic');",
      "import { e } from './local.js';",
      'var x=1;import{f as g}from"minified";export{h}from"also-minified";',
      "/** e.g. import { k } from 'in-a-comment' */",
    ].join("\n");
    expect(importedModules(source).sort()).toEqual(
      [
        "also-minified",
        "arctic",
        "better-call",
        "jose",
        "kysely",
        "minified",
        "side-effect",
      ].sort(),
    );
  });

  it("names the package of a specifier; built-ins have none", () => {
    expect(packageOf("@tollgate/auth-server/access")).toBe("@tollgate/auth-server");
    expect(packageOf("zod/v4/core")).toBe("zod");
    expect(packageOf("node:http")).toBeNull();
    expect(packageOf("fs/promises")).toBeNull();
  });
});
