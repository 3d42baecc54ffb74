import { catalogueError } from "@tollgate/auth-server";
import { ORGANIZATION_ERROR_CODES, type OrganizationErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** An APIError answering `{ code, message }` from the plugin's catalogue, naming the field when given. */
export function organizationError(status: Status, code: OrganizationErrorCode, field?: string) {
  return catalogueError(ORGANIZATION_ERROR_CODES, status, code, field ? { field } : undefined);
}
