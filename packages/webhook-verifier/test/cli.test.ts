import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { runCli } from "./support/run-cli.js";
import { VECTOR } from "./support/vector.js";

const vectorArgs = [
  "--secret",
  VECTOR.secret,
  "--id",
  VECTOR.id,
  "--timestamp",
  String(VECTOR.timestamp),
];

describe("webhook-verifier sign (as a process)", () => {
  it("prints the three headers of the published vector", () => {
    const result = runCli(["sign", ...vectorArgs], VECTOR.body);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      `webhook-id: ${VECTOR.id}\nwebhook-timestamp: ${VECTOR.timestamp}\nwebhook-signature: ${VECTOR.signature}\n`,
    );
  });

  it("--json prints the headers as one object, and standardwebhooks accepts them", () => {
    const body = '{"type":"order.paid","data":{}}';
    const result = runCli(["sign", "--json", "--id", "msg_cli"], body, {
      WEBHOOK_SECRET: VECTOR.secret,
    });
    expect(result.status).toBe(0);
    const headers: Record<string, string> = JSON.parse(result.stdout);
    expect(Object.keys(headers)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
    expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(new Webhook(VECTOR.secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("refuses a bad secret with its code and no stack trace", () => {
    const result = runCli(["sign", "--secret", "whsec_", "--id", "msg"], "{}");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("WEBHOOK_SECRET_IS_EMPTY: Webhook secret is empty");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("asks for an id and a secret", () => {
    expect(runCli(["sign", "--secret", VECTOR.secret], "{}").stderr).toContain(
      "MISSING_ID: Missing --id",
    );
    const noSecret = runCli(["sign", "--id", "msg"], "{}");
    expect(noSecret.status).toBe(2);
    expect(noSecret.stderr).toContain("MISSING_SECRET");
  });
});

describe("webhook-verifier verify (as a process)", () => {
  const verifyVector = (extra: string[], body: string = VECTOR.body) =>
    runCli(
      [
        "verify",
        ...vectorArgs,
        "--signature",
        VECTOR.signature,
        "--now",
        String(VECTOR.timestamp),
        ...extra,
      ],
      body,
    );

  it("exits 0 for the published vector", () => {
    const result = verifyVector([]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(VECTOR.id);
  });

  it("--json reports success as an object", () => {
    const result = verifyVector(["--json"]);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: true,
      id: VECTOR.id,
      timestamp: VECTOR.timestamp,
    });
  });

  it("exits 1 with code and message for a changed body", () => {
    const result = verifyVector([], '{"test": 1}');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("NO_MATCHING_SIGNATURE_FOUND: No matching signature found\n");
  });

  it("--json reports the failure with its code", () => {
    const result = verifyVector(["--json"], '{"test": 1}');
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: false,
      code: "NO_MATCHING_SIGNATURE_FOUND",
      message: "No matching signature found",
    });
  });

  it("checks the timestamp against the clock unless --now is given", () => {
    const result = runCli(["verify", ...vectorArgs, "--signature", VECTOR.signature], VECTOR.body);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("MESSAGE_TIMESTAMP_TOO_OLD: Message timestamp too old");
  });

  it("honours --tolerance at its boundary", () => {
    const at = (now: number, tolerance: string) =>
      runCli(
        [
          "verify",
          ...vectorArgs,
          "--signature",
          VECTOR.signature,
          "--now",
          String(now),
          "--tolerance",
          tolerance,
        ],
        VECTOR.body,
      ).status;
    expect(at(VECTOR.timestamp + 10, "10")).toBe(0);
    expect(at(VECTOR.timestamp + 11, "10")).toBe(1);
  });

  it("regression: a verify without --signature is wrong usage (exit 2), not a rejected webhook (was 1)", () => {
    const result = runCli(["verify", ...vectorArgs], VECTOR.body);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      "MISSING_REQUIRED_HEADERS: Missing required headers (verify needs --id, --timestamp and --signature): --signature not given",
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("names every header option not given, and exits 2 with --json too", () => {
    const result = runCli(["verify", "--json", "--secret", VECTOR.secret], VECTOR.body);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("--id, --timestamp, --signature not given");
  });

  it("still rejects (exit 1) a header given but empty, with the spec's message", () => {
    const result = runCli(["verify", ...vectorArgs, "--signature", ""], VECTOR.body);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("MISSING_REQUIRED_HEADERS: Missing required headers");
  });

  it("accepts several signatures with the good one last", () => {
    const signatures = `v1,${"A".repeat(43)}= ${VECTOR.signature}`;
    const result = runCli(
      ["verify", ...vectorArgs, "--signature", signatures, "--now", String(VECTOR.timestamp)],
      VECTOR.body,
    );
    expect(result.status).toBe(0);
  });
});

describe("webhook-verifier usage (as a process)", () => {
  it("--help explains every command", () => {
    const result = runCli(["--help"]);
    expect(result.status).toBe(0);
    for (const command of ["sign", "verify", "check"]) expect(result.stdout).toContain(command);
    expect(runCli(["verify", "--help"]).stdout).toContain("--tolerance");
  });

  it("an unknown command or option is a usage error (exit 2), without a stack", () => {
    const unknown = runCli(["frobnicate"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("UNKNOWN_COMMAND: Unknown command: frobnicate");
    const badOption = runCli(["verify", "--frobnicate"]);
    expect(badOption.status).toBe(2);
    expect(badOption.stderr).toContain("INVALID_ARGUMENTS");
    expect(badOption.stderr).not.toMatch(/\n\s+at /);
  });

  it("a bad --timestamp for sign is refused clearly", () => {
    const result = runCli(
      ["sign", "--secret", VECTOR.secret, "--id", "m", "--timestamp", "soon"],
      "{}",
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("INVALID_TIMESTAMP");
  });

  it("an unreadable --body-file is refused with its path", () => {
    const result = runCli([
      "sign",
      "--secret",
      VECTOR.secret,
      "--id",
      "m",
      "--body-file",
      "/no/such/file.json",
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("CANNOT_READ_FILE: Cannot read file: /no/such/file.json");
  });
});
