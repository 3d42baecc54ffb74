import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * What the passkey plugin answers: Better Auth's codes and texts word for word (the ones its
 * server answers; its client-only codes for a cancelled browser prompt are the browser's).
 * USER_NOT_FOUND and UNABLE_TO_CREATE_SESSION are the core's, with the same texts.
 */
export const PASSKEY_ERROR_CODES = defineErrorCodes({
  CHALLENGE_NOT_FOUND: "Challenge not found",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: "You are not allowed to register this passkey",
  FAILED_TO_VERIFY_REGISTRATION: "Failed to verify registration",
  PASSKEY_NOT_FOUND: "Passkey not found",
  AUTHENTICATION_FAILED: "Authentication failed",
  FAILED_TO_UPDATE_PASSKEY: "Failed to update passkey",
  SESSION_REQUIRED: "Passkey registration requires an authenticated session",
});

export type PasskeyErrorCode = keyof typeof PASSKEY_ERROR_CODES;
