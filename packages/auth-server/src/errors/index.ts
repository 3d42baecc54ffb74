export { APIError, authError, catalogueError } from "./auth-api-error";
export { AUTH_ERROR_CODES, type AuthErrorCode } from "./auth-error-codes";
export { defineErrorCodes, type ErrorCatalogue, formatMessage } from "./define-error-codes";
