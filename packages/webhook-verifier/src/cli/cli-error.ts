import { CLI_ERROR_CODES, type CliErrorCode } from "./cli-messages.js";

/** A mistake in how the CLI was called: printed as `CODE: message`, never with a stack. */
export class CliUsageError extends Error {
  readonly code: CliErrorCode;

  constructor(code: CliErrorCode, detail?: string) {
    super(detail === undefined ? CLI_ERROR_CODES[code] : `${CLI_ERROR_CODES[code]}: ${detail}`);
    this.name = "CliUsageError";
    this.code = code;
  }
}
