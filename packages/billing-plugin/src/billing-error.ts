import { catalogueError } from "@tollgate/auth-server";
import { BILLING_ERROR_CODES, type BillingErrorCode } from "./error-codes";

type Status = Parameters<typeof catalogueError>[1];

/** An APIError answering `{ code, message }` from the plugin's catalogue, naming the field when given. */
export function billingError(status: Status, code: BillingErrorCode, field?: string) {
  return catalogueError(BILLING_ERROR_CODES, status, code, field ? { field } : undefined);
}
