/**
 * What the client answers when the browser's part of a ceremony fails (no request reached the
 * server): Better Auth's client-side passkey codes and texts.
 */
export const PASSKEY_CLIENT_ERROR_CODES = {
  AUTH_CANCELLED: "Auth cancelled",
  REGISTRATION_CANCELLED: "Registration cancelled",
  PREVIOUSLY_REGISTERED: "Previously registered",
  UNKNOWN_ERROR: "Unknown error",
} as const;

export type PasskeyClientErrorCode = keyof typeof PASSKEY_CLIENT_ERROR_CODES;
