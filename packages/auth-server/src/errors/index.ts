// The "./errors" entry: what both the server and browsers need of the error catalogues. It must
// stay browser-safe (no better-call, no server code): the APIError-making helpers
// (authError, catalogueError) live in auth-api-error.ts and are exported by the main entry only.
export { AUTH_ERROR_CODES, type AuthErrorCode } from "./auth-error-codes";
export { defineErrorCodes, type ErrorCatalogue, formatMessage } from "./define-error-codes";
