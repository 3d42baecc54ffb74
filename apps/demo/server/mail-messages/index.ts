import type { LanguageTag } from "../../shared/i18n/languages";
import { formatMessage, type MessageParams } from "../../shared/i18n/message-format";
import { de } from "./de";
import { en, type MailCatalogue, type MailMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { pl } from "./pl";
import { ru } from "./ru";
import { tr } from "./tr";
import { uk } from "./uk";

export type { MailCatalogue, MailMessageKey };

/** The mails in every language the demo speaks (the server holds them all: it is one process). */
export const MAIL_CATALOGUES: Readonly<Record<LanguageTag, MailCatalogue>> = {
  en,
  de,
  es,
  fr,
  pl,
  ru,
  tr,
  uk,
};

/** One text of a mail in a language, its placeholders filled in. */
export function mailText(
  language: LanguageTag,
  key: MailMessageKey,
  params?: MessageParams,
): string {
  return formatMessage(language, MAIL_CATALOGUES[language][key], params);
}
