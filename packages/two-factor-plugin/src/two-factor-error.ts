import { catalogueError } from "@tollgate/auth-server";
import { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** A refusal from the plugin's catalogue. */
export function twoFactorError(
  status: Status,
  code: TwoFactorErrorCode,
  extra?: Record<string, unknown>,
  headers?: Headers,
) {
  return catalogueError(TWO_FACTOR_ERROR_CODES, status, code, extra, headers);
}
