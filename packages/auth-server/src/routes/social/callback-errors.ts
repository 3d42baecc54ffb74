/** Spec §8 "Callback error codes": the `error` value the callback redirects with. */
export const CALLBACK_ERRORS = {
  invalidCallbackRequest: "invalid_callback_request",
  stateNotFound: "state_not_found",
  noCode: "no_code",
  providerNotFound: "oauth_provider_not_found",
  invalidCode: "invalid_code",
  unableToGetUserInfo: "unable_to_get_user_info",
  emailNotFound: "email_not_found",
  noCallbackURL: "no_callback_url",
  accountAlreadyLinkedToDifferentUser: "account_already_linked_to_different_user",
  unableToLinkAccount: "unable_to_link_account",
  /** Better Auth 1.7's: linking an account whose email is not the user's (no allowDifferentEmails). */
  emailDoesNotMatch: "email_does_not_match",
  /** Spec §2: the state is unknown, already used or expired. */
  pleaseRestartTheProcess: "please_restart_the_process",
} as const;

/** An OAuth result message as a URL error value: 'account not linked' → account_not_linked. */
export const asErrorValue = (message: string) => message.toLowerCase().replaceAll(" ", "_");
