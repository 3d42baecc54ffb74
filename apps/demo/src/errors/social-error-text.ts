/** Words for the `?error=` codes a social sign-in or link comes back with. */
const SOCIAL_ERRORS: Record<string, string> = {
  please_restart_the_process: "The sign-in took too long or was interrupted. Please start again.",
  internal_server_error: "Something went wrong on our side. Please try again.",
  account_not_linked:
    "An account with this email already exists. Sign in to it the way you usually do, then link this provider from your account page.",
  signup_disabled: "New accounts can't be created right now.",
  access_denied: "The sign-in was cancelled at the provider.",
  state_not_found: "The sign-in took too long or was interrupted. Please start again.",
  state_mismatch: "The sign-in took too long or was interrupted. Please start again.",
  invalid_callback_request:
    "The provider answered in a way we didn't understand. Please start again.",
  no_code: "The provider didn't complete the sign-in. Please start again.",
  invalid_code: "The provider's answer had expired. Please start again.",
  oauth_provider_not_found: "That sign-in provider isn't available any more.",
  unable_to_get_user_info: "We couldn't read your profile from the provider. Please try again.",
  email_not_found: "The provider didn't share an email address, which this app needs.",
  "email_doesn't_match": "That provider account uses a different email address than yours.",
  account_already_linked_to_different_user:
    "That provider account is already linked to another user of this app.",
  unable_to_link_account: "We couldn't link that account. Please try again.",
  unable_to_create_user: "We couldn't create your account. Please try again.",
  unable_to_create_session: "We couldn't sign you in. Please try again.",
};

/** The words for a code, or undefined when it is not a social sign-in code. */
export function socialErrorText(code: string): string | undefined {
  return SOCIAL_ERRORS[code.toLowerCase()];
}
