import { AUTH_ERROR_CODES } from "../errors/auth-error-codes";
import { defineErrorCodes } from "../errors/define-error-codes";

/** What the openAPI() plugin can answer besides the core's codes. */
export const OPEN_API_ERROR_CODES = defineErrorCodes({
  /** The reference page is switched off (disableDefaultReference). */
  NOT_FOUND: AUTH_ERROR_CODES.NOT_FOUND,
});
