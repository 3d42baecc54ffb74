import type { BillingErrorCode } from "../error-codes";
import { BILLING_ERROR_CODES } from "../error-codes";

type PlatformErrorCode = Extract<
  BillingErrorCode,
  | "PAYMENTS_PLATFORM_UNAVAILABLE"
  | "PAYMENTS_PLATFORM_REFUSED_THE_REQUEST"
  | "PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND"
>;

/**
 * A platform call that failed: unreachable or 5xx/429 after every retry (UNAVAILABLE), refused
 * with another 4xx (REFUSED), or 404 (RESOURCE_NOT_FOUND). `status` is the platform's last
 * answer (undefined when none came), `detail` its error body, for logs.
 */
export class PlatformError extends Error {
  constructor(
    readonly code: PlatformErrorCode,
    readonly request: string,
    readonly status: number | undefined,
    readonly detail: unknown,
  ) {
    super(
      `${BILLING_ERROR_CODES[code]}: ${request}${status === undefined ? "" : ` answered ${status}`}`,
    );
    this.name = "PlatformError";
  }
}

export const isPlatformError = (error: unknown): error is PlatformError =>
  error instanceof PlatformError;

/**
 * The error on one line for a log: "Payments platform unavailable: POST /v1/customers/ (fetch
 * failed)". The platform's body is named only when it is text (a network error's message).
 */
export function describePlatformError(error: PlatformError): string {
  return typeof error.detail === "string" && error.detail !== ""
    ? `${error.message} (${error.detail})`
    : error.message;
}
