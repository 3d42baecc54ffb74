import type { MessageKey } from "../i18n/catalogue";
import { translate } from "../i18n/language-store";

/** Words for the `?error=` codes that mailed links redirect back with. */
const LINK_ERRORS: Readonly<Record<string, MessageKey>> = {
  token_expired: "linkError.token_expired",
  invalid_token: "linkError.invalid_token",
  user_not_found: "linkError.user_not_found",
  unauthorized: "linkError.unauthorized",
  user_already_exists: "linkError.user_already_exists",
  couldnt_update_your_email: "linkError.user_already_exists",
  failed_to_send_email: "linkError.failed_to_send_email",
  INVALID_TOKEN: "linkError.INVALID_TOKEN",
  NOT_AUTHENTICATED: "linkError.NOT_AUTHENTICATED",
  EXPIRED_TOKEN: "linkError.EXPIRED_TOKEN",
  new_user_signup_disabled: "linkError.new_user_signup_disabled",
};

export function linkErrorText(code: string): string {
  const key = LINK_ERRORS[code] ?? LINK_ERRORS[code.toLowerCase()];
  return key ? translate(key) : translate("error.unknown", { status: code });
}
