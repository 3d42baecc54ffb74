// The root entry: translateError and the language lookup, with English only. Each other
// language is its own entry (`@tollgate/i18n/de`, …), so an app pays for the ones it imports.
export type { Catalogue, Message, PluralMessage } from "./catalogue";
export { CLIENT_ERROR_CODES } from "./client-error-codes";
export { PLACEHOLDER_KINDS } from "./format-message";
export {
  FALLBACK_LOCALE,
  LANGUAGE_IDS,
  type LanguageId,
  LOCALE_TAGS,
  type LocaleTag,
} from "./language-ids";
export { LINK_ERROR_CODES } from "./link-error-codes";
export { type ErrorCode, en } from "./locales/en";
export { matchTemplate } from "./match-template";
export type { FormatOptions, MessageValues } from "./message-values";
export { pickCatalogue, type TranslationTarget } from "./pick-catalogue";
export { type LocaleInput, resolveLocale } from "./resolve-locale";
export { retryAfterSeconds } from "./retry-after";
export {
  type TranslatableError,
  type TranslateErrorOptions,
  translateError,
} from "./translate-error";
export { type TranslateMessageOptions, translateMessage } from "./translate-message";
