import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * What the magic-link plugin answers. A link opened with a callbackURL redirects to the error
 * callback with `?error=<CODE>` instead (Better Auth's codes: INVALID_TOKEN,
 * new_user_signup_disabled, …); opened without one, it answers JSON `{ code, message }`.
 */
export const MAGIC_LINK_ERROR_CODES = defineErrorCodes({
  // The core's code and text: one code, one meaning across the server.
  INVALID_TOKEN: "invalid token",
  EXPIRED_TOKEN: "This magic link has expired",
  NEW_USER_SIGNUP_DISABLED: "Sign-up is disabled: no account uses this email",
  FAILED_TO_SEND_MAGIC_LINK: "Failed to send the magic link",
  TOO_MANY_MAGIC_LINKS: "Too many sign-in links were requested for this email. Try again later.",
});

export type MagicLinkErrorCode = keyof typeof MAGIC_LINK_ERROR_CODES;
