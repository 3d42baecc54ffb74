import type { AuthClientError } from "@tollgate/auth-client-react";
import { FIELD_MESSAGES } from "../forms/field-checks";
import { bannedUserText } from "./banned-user-text";

/** Our words for the server's error codes; anything else shows the server's own message. */
const FRIENDLY_TEXT: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That email and password don't match an account.",
  INVALID_USERNAME_OR_PASSWORD: "That username and password don't match an account.",
  EMAIL_NOT_VERIFIED:
    "Your email address isn't verified yet. Follow the link we emailed you (we've just sent a fresh one).",
  USER_ALREADY_EXISTS: "An account with this email address already exists.",
  INVALID_EMAIL: "Enter a valid email address, like name@example.com.",
  PASSWORD_TOO_SHORT: "Use at least 8 characters.",
  PASSWORD_TOO_LONG: "Use at most 128 characters.",
  INVALID_PASSWORD: "That password isn't correct.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "This account has no password yet.",
  USERNAME_IS_ALREADY_TAKEN: "That username is taken. Try another one.",
  USERNAME_TOO_SHORT: "Usernames have at least 3 characters.",
  USERNAME_TOO_LONG: "Usernames have at most 30 characters.",
  INVALID_USERNAME: "Use only letters, digits, dots and underscores.",
  INVALID_TOKEN: "This link is invalid, already used or expired. Ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
  USER_NOT_FOUND: "We couldn't find that account.",
  EMAIL_IS_THE_SAME: "That's already your email address.",
  SESSION_EXPIRED: "For your security, sign out and in again before doing this.",
  SESSION_NOT_FRESH: "For your security, sign out and in again before doing this.",
  SESSION_NOT_FOUND: "That session has already ended.",
  UNAUTHORIZED: "You need to be signed in for this.",
  NOT_AUTHENTICATED: "You need to be signed in for this.",
  TOO_MANY_REQUESTS: "Too many attempts in a short time. Wait a few seconds and try again.",
  FAILED_TO_SEND_EMAIL: "We couldn't send the email. Please try again in a moment.",
  NETWORK_ERROR: "We can't reach the server. Check your connection and try again.",
  NO_FIELDS_TO_UPDATE: "Nothing changed.",
};

/** Words for a code about one named field (`code:field`): the same words as our own checks. */
const FRIENDLY_FIELD_TEXT: Record<string, string> = {
  "FIELD_REQUIRED:name": FIELD_MESSAGES.nameRequired,
  "INVALID_FIELD:image": FIELD_MESSAGES.imageInvalid,
};

/** One sentence a person can act on, for any error the server (or the network) answers. */
export function errorText(error: AuthClientError): string {
  const code = typeof error.code === "string" ? error.code.toUpperCase() : undefined;
  if (code === "BANNED_USER") return bannedUserText(error);
  const aboutField =
    typeof error.field === "string" ? FRIENDLY_FIELD_TEXT[`${code}:${error.field}`] : undefined;
  const friendly = aboutField ?? (code ? FRIENDLY_TEXT[code] : undefined);
  if (friendly) return friendly;
  if (error.message) return sentence(error.message);
  return `Something went wrong (${error.status || "no answer"} ${error.statusText}).`.trim();
}

function sentence(message: string): string {
  const capitalised = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
