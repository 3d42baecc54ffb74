import { catalogueError } from "@tollgate/auth-server";
import { API_KEY_ERROR_CODES, type ApiKeyErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** An APIError answering `{ code, message }` from the plugin's catalogue, naming the field when given. */
export function apiKeyError(status: Status, code: ApiKeyErrorCode, field?: string) {
  return catalogueError(API_KEY_ERROR_CODES, status, code, field ? { field } : undefined);
}
