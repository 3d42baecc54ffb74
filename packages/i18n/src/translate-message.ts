import type { Catalogue } from "./catalogue";
import { formatMessage } from "./format-message";
import { type ErrorCode, en } from "./locales/en";
import type { FormatOptions, MessageValues } from "./message-values";
import { pickCatalogue, type TranslationTarget } from "./pick-catalogue";

export interface TranslateMessageOptions extends FormatOptions {
  /** The catalogues an id or tag is looked up in (the languages the app ships). */
  catalogues?: readonly Catalogue[] | undefined;
}

/**
 * One catalogue message in the target language with `values` in its placeholders, e.g. a ban's
 * description: `translateMessage("BANNED_UNTIL", { reason, expires }, de)`. Falls back to the
 * English message when the language lacks the code.
 */
export function translateMessage(
  code: ErrorCode,
  values: MessageValues,
  target: TranslationTarget,
  options: TranslateMessageOptions = {},
): string {
  const catalogue = pickCatalogue(target, options.catalogues);
  const translated = catalogue.messages[code];
  const [locale, message] =
    translated === undefined ? [en.locale, en.messages[code]] : [catalogue.locale, translated];
  return formatMessage(locale, message, values, options);
}
