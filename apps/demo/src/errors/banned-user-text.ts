import type { AuthClientError } from "@tollgate/auth-client-react";
import { formatDateTime } from "../i18n/dates";
import { languageState, translate } from "../i18n/language-store";

/** The admin plugin's own message, which the demo words in the reader's language. */
const SERVER_DEFAULT_MESSAGE = "You have been banned from this application";

/**
 * A banned person's refusal: the server's message, then the reason and the end of the ban
 * from its answer (banReason, banExpires), the end in the reader's language and time zone.
 */
export function bannedUserText(error: AuthClientError): string {
  const configured = error.message !== SERVER_DEFAULT_MESSAGE ? error.message : "";
  const message = configured ? asSentence(configured) : translate("banned.message");
  const reason = typeof error.banReason === "string" ? error.banReason.trim() : "";
  const expires = banEnd(error.banExpires);
  const parts = [message];
  if (reason) parts.push(translate("banned.reason", { reason: asSentence(reason) }));
  parts.push(
    expires && !Number.isNaN(expires.getTime())
      ? translate("banned.endsOn", { end: formatDateTime(languageState().language, expires) })
      : translate("banned.noEnd"),
  );
  return parts.join(" ");
}

/** The client may hand the end over as the server's ISO text or already as a Date. */
function banEnd(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === "string" ? new Date(value) : null;
}

/** Ends the text with a full stop unless it already ends a sentence. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
