/**
 * The status of each code the server's own gates answer before an endpoint runs, each thrown
 * from one place: validation (errors/validation-error.ts), dispatch (api/dispatch.ts), the body
 * reader (api/http-outcome.ts) and the origin check (origin/origin-check.ts). Other codes are
 * thrown by endpoints and plugins with the status of each case (ENDPOINT_ERROR_STATUSES, read
 * from the sources; "4XX" where not known).
 */
export const GATE_ERROR_STATUSES: Readonly<Record<string, string>> = {
  VALIDATION_ERROR: "400",
  INVALID_PATH_PARAMETER: "400",
  INVALID_JSON: "400",
  INVALID_ORIGIN: "403",
  BODY_TOO_LARGE: "413",
  UNSUPPORTED_MEDIA_TYPE: "415",
  INVALID_CALLBACK_URL: "403",
  INVALID_REDIRECT_URL: "403",
  INVALID_ERROR_CALLBACK_URL: "403",
  INVALID_NEW_USER_CALLBACK_URL: "403",
};
