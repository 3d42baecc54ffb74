import { en, translateError } from "@tollgate/i18n";
import type { MessageKey } from "../i18n/catalogue";
import { languageState, translate } from "../i18n/language-store";

/** The demo's own words for the `?error=` codes that mailed links redirect back with. */
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

/**
 * Words for a link's `?error=` code in the reader's language: the demo's own, else
 * @tollgate/i18n's for a code it knows (in either case), else the code itself.
 */
export function linkErrorText(code: string): string {
  const key = LINK_ERRORS[code] ?? LINK_ERRORS[code.toLowerCase()];
  if (key) return translate(key);
  if (Object.hasOwn(en.messages, code.toUpperCase())) {
    return `${translateError({ code }, languageState().errors)}.`;
  }
  return translate("error.unknown", { status: code });
}
