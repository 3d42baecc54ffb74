import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES_DIR, fixtureText } from "./support/fixtures.js";
import { runCli } from "./support/run-cli.js";

let workDir = "";

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "webhook-verifier-check-"));
  cpSync(FIXTURES_DIR, join(workDir, "good"), { recursive: true });
  mkdirSync(join(workDir, "bad", "nested"), { recursive: true });
  const order = JSON.parse(fixtureText("order.paid"));
  order.data.total_amount = "a lot";
  writeFileSync(join(workDir, "bad", "nested", "order.json"), JSON.stringify(order));
  writeFileSync(join(workDir, "bad", "broken.json"), "{ not json");
  writeFileSync(join(workDir, "bad", "notes.txt"), "not a payload, not checked");
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("webhook-verifier check (as a process)", () => {
  it("passes a directory of valid payloads, one line per file", () => {
    const result = runCli(["check", join(workDir, "good")]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("21 files checked, 0 failed");
    expect(result.stdout).toContain("order.paid.json (order.paid)");
  });

  it("reports each failure with its file and JSON path, recursing into folders, and exits 1", () => {
    const result = runCli(["check", join(workDir, "bad")]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `FAIL ${join(workDir, "bad", "nested", "order.json")}: data.total_amount:`,
    );
    expect(result.stdout).toContain(
      `FAIL ${join(workDir, "bad", "broken.json")}: Webhook payload is not valid JSON`,
    );
    expect(result.stdout).not.toContain("notes.txt");
    expect(result.stdout).toContain("2 files checked, 2 failed");
  });

  it("takes files and directories together; --json gives a machine-readable report", () => {
    const result = runCli([
      "check",
      "--json",
      join(workDir, "good", "refund.created.json"),
      join(workDir, "bad", "nested"),
    ]);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.failed).toBe(1);
    expect(report.files).toHaveLength(2);
    expect(report.files[0]).toMatchObject({ ok: true, type: "refund.created", issues: [] });
    expect(report.files[1].issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "data.total_amount" })]),
    );
  });

  it("a missing path or an empty folder is a usage error (exit 2)", () => {
    const missing = runCli(["check", join(workDir, "nope")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("CANNOT_READ_FILE");
    mkdirSync(join(workDir, "empty"), { recursive: true });
    const empty = runCli(["check", join(workDir, "empty")]);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain("NO_PAYLOAD_FILES_FOUND");
    expect(runCli(["check"]).stderr).toContain("NO_PATHS_TO_CHECK");
  });
});
