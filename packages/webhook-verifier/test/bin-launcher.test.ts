import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { packageDir } from "./support/run-cli.js";

const manifest: { bin: Record<string, string>; files: string[] } = JSON.parse(
  readFileSync(join(packageDir, "package.json"), "utf8"),
);
const launcher = join(packageDir, manifest.bin["webhook-verifier"] ?? "missing");
const repositoryRoot = resolve(packageDir, "../..");

describe("the webhook-verifier bin entry", () => {
  it("is a committed launcher outside dist/, so installing links it before any build (regression: ENOENT bin warnings, command not found)", () => {
    expect(manifest.bin["webhook-verifier"]).toBe("./bin/webhook-verifier.js");
    expect(manifest.files).toContain("bin");
    expect(readFileSync(launcher, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(launcher).mode & 0o111).not.toBe(0);
  });

  it("runs the built CLI", () => {
    const run = spawnSync(process.execPath, [launcher, "--help"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Usage:\n  webhook-verifier sign");
  });

  it("says how to build the CLI when dist/cli.js is missing", () => {
    const unbuilt = mkdtempSync(join(tmpdir(), "webhook-verifier-bin-"));
    try {
      mkdirSync(join(unbuilt, "bin"));
      copyFileSync(launcher, join(unbuilt, "bin", "webhook-verifier.js"));
      writeFileSync(join(unbuilt, "package.json"), '{ "type": "module" }');
      const run = spawnSync(process.execPath, [join(unbuilt, "bin", "webhook-verifier.js")], {
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("the CLI is not built yet");
      expect(run.stderr).toContain("pnpm build");
    } finally {
      rmSync(unbuilt, { recursive: true, force: true });
    }
  });

  it("is linked in the workspace, so `pnpm exec webhook-verifier --help` works from any package", () => {
    const linked = join(repositoryRoot, "node_modules", ".bin", "webhook-verifier");
    const run = spawnSync(linked, ["--help"], { cwd: packageDir, encoding: "utf8" });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Usage:\n  webhook-verifier sign");
  });
});
