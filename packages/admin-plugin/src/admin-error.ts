import { catalogueError } from "@tollgate/auth-server";
import { ADMIN_ERROR_CODES, type AdminErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];
type Extra = Parameters<typeof catalogueError>[3];

/** An APIError answering `{ code, message }` from the plugin's catalogue. */
export function adminError(status: Status, code: AdminErrorCode, extra?: Extra) {
  return catalogueError(ADMIN_ERROR_CODES, status, code, extra);
}
