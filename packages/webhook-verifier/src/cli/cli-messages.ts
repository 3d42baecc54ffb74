/** Every message the CLI prints on its own account; each key is the message's code. */
export const CLI_ERROR_CODES = {
  UNKNOWN_COMMAND: "Unknown command",
  INVALID_ARGUMENTS: "Invalid arguments",
  MISSING_SECRET: "Missing secret: pass --secret or set WEBHOOK_SECRET",
  MISSING_ID: "Missing --id",
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
