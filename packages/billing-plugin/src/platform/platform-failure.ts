import type { AuthContext } from "@tollgate/auth-server";
import { billingError } from "../billing-error";
import type { BillingErrorCode } from "../error-codes";
import { isPlatformError } from "./platform-error";

/**
 * The answer for a platform call that failed, logged with the platform's own detail: 503
 * PAYMENTS_PLATFORM_UNAVAILABLE when it could not be reached (after the retries), else 502 with
 * the endpoint's own code (e.g. CHECKOUT_CREATION_FAILED). Errors that are not the platform's
 * (an APIError of ours) pass through.
 */
export function platformFailure(context: AuthContext, code: BillingErrorCode, error: unknown) {
  if (!isPlatformError(error)) return error;
  context.logger.error(`billing: ${error.message}`, error.detail);
  if (error.code === "PAYMENTS_PLATFORM_UNAVAILABLE")
    return billingError("SERVICE_UNAVAILABLE", "PAYMENTS_PLATFORM_UNAVAILABLE");
  return billingError("BAD_GATEWAY", code);
}
