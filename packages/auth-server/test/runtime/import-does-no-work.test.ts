// The package declares `sideEffects: false` and promises runtimes without Node: importing the main
// entry must load no Node built-in (node:crypto, node:os, node:worker_threads, …) and start
// nothing. Checked in a fresh Node process, where every module Node loads is listed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFor } from "./bundle-for";

/** Prints, one a line, the modules Node loaded while the given file was imported. */
const PROBE = `
const before = new Set(process.moduleLoadList);
await import(process.argv[2]);
const loaded = process.moduleLoadList.filter((name) => !before.has(name));
// The loader's own file reads may still be closing; anything else (a timer, a worker) is ours.
const handles = process.getActiveResourcesInfo().filter((name) => !/^(CloseReq|FSReq)/.test(name));
console.log(JSON.stringify({ loaded, handles }));
`;

function modulesLoadedByImporting(directory: string, file: string) {
  const result = spawnSync(process.execPath, ["probe.mjs", `./${file}`], {
    cwd: directory,
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as { loaded: string[]; handles: string[] };
}

describe("importing the main entry", () => {
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "tollgate-import-"));
    writeFileSync(join(directory, "probe.mjs"), PROBE);
    const main = await bundleFor(`export * from "@tollgate/auth-server";`, {
      format: "esm",
      platform: "node",
    });
    writeFileSync(join(directory, "main.mjs"), main.code);
    writeFileSync(join(directory, "static-node-crypto.mjs"), 'export * from "node:crypto";');
  }, 60_000);

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it("loads no Node built-in module and leaves no timer, worker or handle behind", () => {
    const { loaded, handles } = modulesLoadedByImporting(directory, "main.mjs");
    expect(loaded).toEqual([]);
    expect(handles).toEqual([]);
  });

  it("the check itself: a module with a static node:crypto import is caught", () => {
    const { loaded } = modulesLoadedByImporting(directory, "static-node-crypto.mjs");
    expect(loaded).toContain("NativeModule crypto");
  });
});
