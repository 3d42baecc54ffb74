import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * Every message the username plugin can answer, word for word from the spec (§8, Username).
 * The codes are Better Auth's, so clients that map Better Auth codes keep working.
 *
 * The client entry (./client) re-exports this catalogue: `@tollgate/auth-server/errors` is the
 * server package's browser-safe entry, so browser bundles carry no server code for it.
 */
export const USERNAME_ERROR_CODES = defineErrorCodes({
  INVALID_USERNAME_OR_PASSWORD: "invalid username or password",
  EMAIL_NOT_VERIFIED: "email not verified",
  UNEXPECTED_ERROR: "unexpected error",
  USERNAME_IS_ALREADY_TAKEN: "username is already taken. please try another.",
  USERNAME_TOO_SHORT: "username is too short",
  USERNAME_TOO_LONG: "username is too long",
  INVALID_USERNAME: "username is invalid",
  // Not named by the spec; Better Auth's code, in the spec's lower-case style.
  INVALID_DISPLAY_USERNAME: "display username is invalid",
});

export type UsernameErrorCode = keyof typeof USERNAME_ERROR_CODES;
