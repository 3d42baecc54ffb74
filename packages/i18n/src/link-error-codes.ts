/**
 * The values a social sign-in's callback redirects with (`?error=`, spec §8 "Callback error
 * codes") that no server catalogue words: the spec gives them as codes only, so the English
 * here is ours. Keyed in upper case like every code; translateError reads `?error=` values in
 * either case. `invalid_code` is not here: the two-factor plugin's INVALID_CODE ('Invalid code')
 * words it.
 */
export const LINK_ERROR_CODES = Object.freeze({
  INVALID_CALLBACK_REQUEST: "The sign-in provider's answer could not be read",
  STATE_NOT_FOUND: "This sign-in was not started here. Please start again.",
  NO_CODE: "The sign-in provider sent no authorization code",
  OAUTH_PROVIDER_NOT_FOUND: "This sign-in provider is not available",
  UNABLE_TO_GET_USER_INFO: "Could not get your profile from the sign-in provider",
  EMAIL_NOT_FOUND: "The sign-in provider did not share an email address",
  NO_CALLBACK_URL: "There is no page to return to after signing in",
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: "This account is already linked to another user",
  EMAIL_DOES_NOT_MATCH: "That account's email address is not yours",
  PLEASE_RESTART_THE_PROCESS: "The sign-in expired or was already used. Please start again.",
} as const);
