import { catalogueError } from "@tollgate/auth-server";
import { PASSKEY_ERROR_CODES, type PasskeyErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** A refusal from the plugin's catalogue. */
export function passkeyError(status: Status, code: PasskeyErrorCode) {
  return catalogueError(PASSKEY_ERROR_CODES, status, code);
}
