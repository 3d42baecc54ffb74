import { APIError } from "better-call";
import { AUTH_ERROR_CODES, type AuthErrorCode } from "./auth-error-codes";
import { type ErrorCatalogue, formatMessage } from "./define-error-codes";

type Status = ConstructorParameters<typeof APIError>[0];

/**
 * The one way to fail a request: a status and a catalogue code. The JSON answer is
 * `{ code, message }` with the catalogue's message (placeholders filled from `values`).
 */
export function authError(
  status: Status,
  code: AuthErrorCode,
  extra?: { values?: Record<string, string> } & Record<string, unknown>,
  headers?: Headers,
): APIError {
  return catalogueError(AUTH_ERROR_CODES, status, code, extra, headers);
}

export function catalogueError<C extends ErrorCatalogue>(
  catalogue: C,
  status: Status,
  code: keyof C & string,
  extra?: { values?: Record<string, string> } & Record<string, unknown>,
  /** Response headers (e.g. Set-Cookie that clears a dead session) to send with the error. */
  headers?: Headers,
): APIError {
  const { values, ...rest } = extra ?? {};
  const template = catalogue[code] ?? code;
  const message = values ? formatMessage(template, values) : template;
  return new APIError(status, { code, message, ...rest }, headers);
}

export { APIError };
