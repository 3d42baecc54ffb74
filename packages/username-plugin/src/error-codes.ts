/**
 * Every message the username plugin can answer, word for word from the spec (§8, Username).
 * The codes are Better Auth's, so clients that map Better Auth codes keep working.
 *
 * A plain frozen object rather than `defineErrorCodes` from @tollgate/auth-server: the client
 * entry (./client) re-exports this catalogue, and importing the server package at runtime would
 * pull server code into browser bundles.
 */
export const USERNAME_ERROR_CODES = Object.freeze({
  INVALID_USERNAME_OR_PASSWORD: "invalid username or password",
  EMAIL_NOT_VERIFIED: "email not verified",
  UNEXPECTED_ERROR: "unexpected error",
  USERNAME_IS_ALREADY_TAKEN: "username is already taken. please try another.",
  USERNAME_TOO_SHORT: "username is too short",
  USERNAME_TOO_LONG: "username is too long",
  INVALID_USERNAME: "username is invalid",
  // Not named by the spec; Better Auth's code, in the spec's lower-case style.
  INVALID_DISPLAY_USERNAME: "display username is invalid",
} as const);

export type UsernameErrorCode = keyof typeof USERNAME_ERROR_CODES;
