import type { MessageKey } from "../i18n/catalogue";
import { translate } from "../i18n/language-store";

/** Words for the `?error=` codes a social sign-in or link comes back with. */
const SOCIAL_ERRORS: Readonly<Record<string, MessageKey>> = {
  please_restart_the_process: "socialError.interrupted",
  internal_server_error: "socialError.internal_server_error",
  account_not_linked: "socialError.account_not_linked",
  signup_disabled: "socialError.signup_disabled",
  access_denied: "socialError.access_denied",
  state_not_found: "socialError.interrupted",
  state_mismatch: "socialError.interrupted",
  invalid_callback_request: "socialError.invalid_callback_request",
  no_code: "socialError.no_code",
  invalid_code: "socialError.invalid_code",
  oauth_provider_not_found: "socialError.oauth_provider_not_found",
  unable_to_get_user_info: "socialError.unable_to_get_user_info",
  email_not_found: "socialError.email_not_found",
  email_does_not_match: "socialError.email_doesnt_match",
  "email_doesn't_match": "socialError.email_doesnt_match",
  account_already_linked_to_different_user: "socialError.account_already_linked_to_different_user",
  unable_to_link_account: "socialError.unable_to_link_account",
  unable_to_create_user: "socialError.unable_to_create_user",
  unable_to_create_session: "socialError.unable_to_create_session",
};

/** The words for a code, or undefined when it is not a social sign-in code. */
export function socialErrorText(code: string): string | undefined {
  const key = SOCIAL_ERRORS[code.toLowerCase()];
  return key ? translate(key) : undefined;
}
