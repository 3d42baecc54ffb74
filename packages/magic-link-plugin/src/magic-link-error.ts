import { catalogueError } from "@tollgate/auth-server";
import { MAGIC_LINK_ERROR_CODES, type MagicLinkErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** An APIError answering `{ code, message }` from the plugin's catalogue. */
export function magicLinkError(status: Status, code: MagicLinkErrorCode, headers?: Headers) {
  return catalogueError(MAGIC_LINK_ERROR_CODES, status, code, undefined, headers);
}
