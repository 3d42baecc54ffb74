import type { RequestContext } from "@tollgate/auth-server";
import { billingError } from "./billing-error";
import type { BillingErrorCode } from "./error-codes";

/** A field of the caller's naming where the platform sends (or embeds) the browser. */
export interface Target {
  field: string;
  /** What an untrusted value answers, e.g. `INVALID_SUCCESS_URL`. */
  code: BillingErrorCode;
  value: string | undefined;
}

/**
 * The caller's redirect targets pass the check every redirect of the core passes (its
 * callbackURL: a trusted origin, or a path on this site). Each is made absolute against the
 * server's base URL first ("//elsewhere" and "/\elsewhere" then name the other host, as a
 * browser would read them), and its origin must be trusted (`trustedOrigins`; a function of
 * them is asked with the request). Otherwise 403 with the field's code and name, as the core
 * answers 403 `INVALID_CALLBACK_URL` — before anything is asked of the platform.
 */
export async function requireTrustedTargets(
  context: RequestContext,
  targets: readonly Target[],
): Promise<void> {
  for (const { field, code, value } of targets) {
    if (value === undefined) continue;
    const url = new URL(value, context.baseURL).href;
    if (!(await context.isTrustedOrigin(url, context)))
      throw billingError("FORBIDDEN", code, field);
  }
}
