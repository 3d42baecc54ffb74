// Issue 37 item 10: `tollgate migrate --config auth.config.ts` on a Node.js that does not run
// TypeScript (Node 20) loads the config through the project's tsx, found from the config's own
// folder (under pnpm the project's tsx is not visible from this package's); without tsx it says
// so, naming tsx. The CLI runs as plain JavaScript (bundled from its sources, its dependencies
// left as imports), so no tsx is registered before it starts.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const packageDirectory = fileURLToPath(new URL("../..", import.meta.url));
const bundleDirectory = join(packageDirectory, "node_modules/.cache/tollgate-cli-test");
const cli = join(bundleDirectory, `cli-${process.pid}.mjs`);
const projects: string[] = [];

beforeAll(async () => {
  mkdirSync(bundleDirectory, { recursive: true });
  await build({
    entryPoints: [join(packageDirectory, "src/cli.ts")],
    outfile: cli,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
}, 60_000);

afterAll(() => {
  rmSync(cli, { force: true });
  for (const project of projects) rmSync(project, { recursive: true, force: true });
});

/** A project folder outside the repository, holding only `auth.config.ts`. */
function projectWith(config: string): string {
  const project = realpathSync(mkdtempSync(join(tmpdir(), "tollgate-ts-config-")));
  projects.push(project);
  writeFileSync(join(project, "auth.config.ts"), config);
  return project;
}

function tollgate(project: string, args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], {
    cwd: project,
    // Without pnpm's NODE_PATH (set by `pnpm exec`), which would show the workspace's tsx.
    env: { ...process.env, NODE_PATH: undefined },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("tollgate with a TypeScript config", () => {
  it("says that tsx is needed when the project has none", () => {
    const project = projectWith("export const auth: object = {};\n");
    const result = tollgate(project, ["migrate", "--print"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Cannot load the TypeScript config ${join(project, "auth.config.ts")}`,
    );
    expect(result.stderr).toContain("Node 20 needs tsx");
    expect(result.stderr).toContain("npm install -D tsx");
  }, 60_000);

  it("loads it through the project's own tsx and migrates", () => {
    const source = join(packageDirectory, "src/index.ts");
    const project = projectWith(
      [
        'import { createRequire } from "node:module";',
        `import { createAuth } from ${JSON.stringify(source)};`,
        `const require = createRequire(${JSON.stringify(join(packageDirectory, "package.json"))});`,
        'const Database = require("better-sqlite3");',
        'const secret: string = "s".repeat(32);',
        "export const auth = createAuth({ database: new Database(':memory:'), secret });",
        "",
      ].join("\n"),
    );
    const tsx = dirname(
      createRequire(join(packageDirectory, "package.json")).resolve("tsx/package.json"),
    );
    mkdirSync(join(project, "node_modules"));
    symlinkSync(tsx, join(project, "node_modules/tsx"), "dir");
    const result = tollgate(project, ["migrate", "--print"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/create table "user"/i);
  }, 60_000);
});
