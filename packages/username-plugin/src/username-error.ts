import { catalogueError } from "@tollgate/auth-server";
import { USERNAME_ERROR_CODES, type UsernameErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** An APIError answering `{ code, message }` from the plugin's catalogue, naming the field when given. */
export function usernameError(status: Status, code: UsernameErrorCode, field?: string) {
  return catalogueError(USERNAME_ERROR_CODES, status, code, field ? { field } : undefined);
}
