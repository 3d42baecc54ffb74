/** Words for the `?error=` codes that mailed links redirect back with. */
const LINK_ERRORS: Record<string, string> = {
  token_expired: "This link has expired. Ask for a new one below.",
  invalid_token: "This link is not valid. It may be incomplete or already used.",
  user_not_found: "The account this link was for no longer exists.",
  unauthorized: "Sign in as the account this link was sent to, then open the link again.",
  user_already_exists: "Another account already uses that email address.",
  couldnt_update_your_email: "Another account already uses that email address.",
  failed_to_send_email: "We couldn't send the follow-up email. Please try again.",
  INVALID_TOKEN: "This link is invalid, already used or expired.",
  NOT_AUTHENTICATED: "Sign in first, then open the link from your email again.",
  EXPIRED_TOKEN: "This sign-in link has expired (they last 5 minutes). Ask for a new one.",
  new_user_signup_disabled: "No account uses this email address.",
};

export function linkErrorText(code: string): string {
  return LINK_ERRORS[code] ?? LINK_ERRORS[code.toLowerCase()] ?? `Something went wrong (${code}).`;
}
