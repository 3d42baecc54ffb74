import type { AuthClientError } from "@tollgate/auth-client-react";
import { en, translateError } from "@tollgate/i18n";
import { formatDateTime } from "../i18n/dates";
import { languageState, translate } from "../i18n/language-store";

/**
 * A banned person's refusal: the server's message in the reader's language (@tollgate/i18n; a
 * message the operator configured stays as written), then the reason and the end of the ban
 * from its answer (banReason, banExpires), the end in the reader's language and time zone.
 */
export function bannedUserText(error: AuthClientError): string {
  const { language, errors } = languageState();
  // The admin plugin's own words are translated; words the operator configured are theirs.
  const configured = error.message !== en.messages.BANNED_USER ? error.message : "";
  const message = asSentence(configured || translateError({ ...error }, errors));
  const reason = typeof error.banReason === "string" ? error.banReason.trim() : "";
  const expires = banEnd(error.banExpires);
  const parts = [message];
  if (reason) parts.push(translate("banned.reason", { reason: asSentence(reason) }));
  parts.push(
    expires && !Number.isNaN(expires.getTime())
      ? translate("banned.endsOn", { end: formatDateTime(language, expires) })
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
