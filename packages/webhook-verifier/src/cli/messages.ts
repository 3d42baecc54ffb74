// What the CLI prints on its own account: its error codes and texts, exit codes and help.

/** Every message the CLI prints on its own account; each key is the message's code. */
export const CLI_ERROR_CODES = {
  UNKNOWN_COMMAND: "Unknown command",
  INVALID_ARGUMENTS: "Invalid arguments",
  MISSING_SECRET: "Missing secret: pass --secret or set WEBHOOK_SECRET",
  MISSING_ID: "Missing --id",
  MISSING_REQUIRED_HEADERS:
    "Missing required headers (verify needs --id, --timestamp and --signature)",
  INVALID_TIMESTAMP: "Invalid --timestamp: expected whole seconds since the Unix epoch",
  INVALID_NOW: "Invalid --now: expected whole seconds since the Unix epoch",
  INVALID_TOLERANCE: "Invalid --tolerance: expected a non-negative number of seconds",
  INVALID_KEY_ENCODING: "Invalid --key-encoding: expected base64 or utf8",
  NO_BODY_ON_STDIN: "No body on stdin: pipe the raw body in or pass --body-file",
  CANNOT_READ_FILE: "Cannot read file",
  NO_PATHS_TO_CHECK: "No paths to check: pass files or directories",
  NO_PAYLOAD_FILES_FOUND: "No payload files (*.json) found",
} as const;

export type CliErrorCode = keyof typeof CLI_ERROR_CODES;

export const CLI_TEXT = {
  verified: "Verified",
  checkPassed: "ok",
  checkFailed: "FAIL",
  summary: (checked: number, failed: number) =>
    `${checked} file${checked === 1 ? "" : "s"} checked, ${failed} failed`,
} as const;

/** 0 success; 1 the webhook or a payload was rejected; 2 the CLI was called wrongly. */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const;

/** A mistake in how the CLI was called: printed as `CODE: message`, never with a stack. */
export class CliUsageError extends Error {
  readonly code: CliErrorCode;

  constructor(code: CliErrorCode, detail?: string) {
    super(detail === undefined ? CLI_ERROR_CODES[code] : `${CLI_ERROR_CODES[code]}: ${detail}`);
    this.name = "CliUsageError";
    this.code = code;
  }
}

export const HELP = `webhook-verifier — sign and verify Standard Webhooks, check billing payloads

Usage:
  webhook-verifier sign   --secret S --id ID [--timestamp T] [options] < body
  webhook-verifier verify --secret S --id ID --timestamp T --signature "v1,…" [options] < body
  webhook-verifier check  <dir|file…> [--json]
  webhook-verifier <command> --help

The body is read raw from stdin (or --body-file), byte for byte: never reformat it.
The secret may come from the WEBHOOK_SECRET environment variable instead of --secret,
which keeps it out of the process list and CI logs.

Exit codes: 0 success, 1 rejected (bad signature, stale timestamp, invalid payload),
2 wrong usage.`;

export const SIGN_HELP = `webhook-verifier sign — print the three Standard Webhooks headers for a body

Usage: webhook-verifier sign --secret S --id ID [--timestamp T] [options] < body

Options:
  --secret S          whsec_ secret (repeat to sign with several); default $WEBHOOK_SECRET
  --id ID             message id (webhook-id)
  --timestamp T       seconds since the Unix epoch; default now
  --key-encoding E    base64 (default, Standard Webhooks) or utf8 (secret text as the key)
  --body-file PATH    read the body from a file instead of stdin
  --json              print {"webhook-id", "webhook-timestamp", "webhook-signature"} as JSON

Example:
  echo -n '{"type":"order.paid","data":{}}' | webhook-verifier sign --id msg_1 --secret whsec_…`;

export const VERIFY_HELP = `webhook-verifier verify — check a body against its Standard Webhooks headers

Usage: webhook-verifier verify --secret S --id ID --timestamp T --signature "v1,…" [options] < body

Options:
  --secret S          whsec_ secret (repeat during a rotation); default $WEBHOOK_SECRET
  --id ID             webhook-id header
  --timestamp T       webhook-timestamp header
  --signature SIG     webhook-signature header ("v1,<base64>", several separated by spaces)
  --tolerance SEC     allowed clock difference either way; default 300
  --now T             check the timestamp against T instead of the clock (recorded fixtures)
  --key-encoding E    base64 (default) or utf8
  --body-file PATH    read the body from a file instead of stdin
  --json              print {"ok", "id", "timestamp"} or {"ok": false, "code", "message"}

Exit code 0 when verified; 1 with "CODE: message" on stderr when the webhook is rejected;
2 when the call is wrong (e.g. --id, --timestamp or --signature not given).`;

export const CHECK_HELP = `webhook-verifier check — validate webhook payload files against the billing schemas

Usage: webhook-verifier check <dir|file…> [--json]

Every *.json file under the given directories (and every file given) must hold one webhook event
in wire form ({"type": …, "data": …}, snake_case). Each failure is reported with its JSON path.
Unknown event types are accepted (a newer platform may send them).

Options:
  --json    print {"files": [{"file", "ok", "type", "issues"}], "failed"} as JSON`;
