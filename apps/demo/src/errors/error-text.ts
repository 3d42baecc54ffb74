import type { AuthClientError } from "@tollgate/auth-client-react";
import { translateError } from "@tollgate/i18n";
import type { MessageKey } from "../i18n/catalogue";
import { languageState, translate } from "../i18n/language-store";
import { bannedUserText } from "./banned-user-text";
import { lockedOutText } from "./locked-out-text";

/**
 * The demo's own, friendlier words for some of the server's error codes; every other code is
 * worded by @tollgate/i18n in the reader's language.
 */
const FRIENDLY_TEXT: Readonly<Record<string, MessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: "error.INVALID_EMAIL_OR_PASSWORD",
  INVALID_USERNAME_OR_PASSWORD: "error.INVALID_USERNAME_OR_PASSWORD",
  EMAIL_NOT_VERIFIED: "error.EMAIL_NOT_VERIFIED",
  USER_ALREADY_EXISTS: "error.USER_ALREADY_EXISTS",
  INVALID_EMAIL: "field.emailInvalid",
  PASSWORD_TOO_SHORT: "field.passwordTooShort",
  PASSWORD_TOO_LONG: "field.passwordTooLong",
  INVALID_PASSWORD: "error.INVALID_PASSWORD",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "error.CREDENTIAL_ACCOUNT_NOT_FOUND",
  USERNAME_IS_ALREADY_TAKEN: "error.USERNAME_IS_ALREADY_TAKEN",
  USERNAME_TOO_SHORT: "field.usernameTooShort",
  USERNAME_TOO_LONG: "field.usernameTooLong",
  INVALID_USERNAME: "field.usernameInvalid",
  INVALID_TOKEN: "error.INVALID_TOKEN",
  TOKEN_EXPIRED: "error.TOKEN_EXPIRED",
  USER_NOT_FOUND: "error.USER_NOT_FOUND",
  EMAIL_IS_THE_SAME: "error.EMAIL_IS_THE_SAME",
  SESSION_EXPIRED: "error.SESSION_NOT_FRESH",
  SESSION_NOT_FRESH: "error.SESSION_NOT_FRESH",
  SESSION_NOT_FOUND: "error.SESSION_NOT_FOUND",
  UNAUTHORIZED: "error.UNAUTHORIZED",
  NOT_AUTHENTICATED: "error.UNAUTHORIZED",
  TOO_MANY_REQUESTS: "error.TOO_MANY_REQUESTS",
  FAILED_TO_SEND_EMAIL: "error.FAILED_TO_SEND_EMAIL",
  NETWORK_ERROR: "error.NETWORK_ERROR",
  INVALID_CODE: "twoFactorStep.wrongCode",
  INVALID_BACKUP_CODE: "twoFactorStep.wrongBackupCode",
  INVALID_TWO_FACTOR_COOKIE: "twoFactorStep.expired",
  NO_FIELDS_TO_UPDATE: "error.NO_FIELDS_TO_UPDATE",
  ORGANIZATION_ALREADY_EXISTS: "createOrg.slugTaken",
  SLUG_IS_TAKEN: "createOrg.slugTaken",
  AUTH_CANCELLED: "error.AUTH_CANCELLED",
  REGISTRATION_CANCELLED: "error.REGISTRATION_CANCELLED",
  PREVIOUSLY_REGISTERED: "error.PREVIOUSLY_REGISTERED",
};

/** Words for a code about one named field (`code:field`): the same words as our own checks. */
const FRIENDLY_FIELD_TEXT: Readonly<Record<string, MessageKey>> = {
  "FIELD_REQUIRED:name": "field.nameRequired",
  "INVALID_FIELD:image": "field.imageInvalid",
};

/** Whether the demo has its own words for this error (they beat any generic field text). */
export function hasFriendlyText(error: AuthClientError): boolean {
  const code = typeof error.code === "string" ? error.code.toUpperCase() : undefined;
  if (code === "BANNED_USER" || code === "ACCOUNT_TEMPORARILY_LOCKED") return true;
  const aboutField =
    typeof error.field === "string" ? FRIENDLY_FIELD_TEXT[`${code}:${error.field}`] : undefined;
  return Boolean(aboutField ?? (code ? FRIENDLY_TEXT[code] : undefined));
}

/**
 * One sentence a person can act on, in the reader's language, for any error the server (or the
 * network) answers: the demo's own words when it has them, else @tollgate/i18n's translation of
 * the code (the server's message when no catalogue knows it).
 */
export function errorText(error: AuthClientError): string {
  const code = typeof error.code === "string" ? error.code.toUpperCase() : undefined;
  if (code === "BANNED_USER") return bannedUserText(error);
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return lockedOutText(error);
  const aboutField =
    typeof error.field === "string" ? FRIENDLY_FIELD_TEXT[`${code}:${error.field}`] : undefined;
  const friendly = aboutField ?? (code ? FRIENDLY_TEXT[code] : undefined);
  if (friendly) return translate(friendly);
  if (error.code || error.message) {
    return sentence(translateError({ ...error }, languageState().errors));
  }
  return translate("error.unknown", {
    status: `${error.status || translate("error.noAnswer")} ${error.statusText}`.trim(),
  });
}

function sentence(message: string): string {
  const capitalised = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
