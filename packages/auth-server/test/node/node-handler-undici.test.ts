import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

describe("toNodeHandler in a fresh Node process", () => {
  it("regression: serves sign-up, get-session, errors and sign-out without loading undici (30–60 ms of cold start on Node 20)", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "test/node/serve-without-undici.ts"],
      { cwd: packageDirectory, encoding: "utf8", timeout: 30_000 },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout) as { statuses: number[]; undiciLoaded: boolean };
    expect(report.statuses).toEqual([200, 200, 200, 200, 400, 404, 200]);
    expect(report.undiciLoaded).toBe(false);
  }, 40_000);
});
