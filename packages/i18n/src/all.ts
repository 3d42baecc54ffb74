import type { Catalogue } from "./catalogue";
import { de } from "./locales/de";
import type { ErrorCode } from "./locales/en";
import { en } from "./locales/en";
import { es } from "./locales/es";
import { fr } from "./locales/fr";
import { pl } from "./locales/pl";
import { ru } from "./locales/ru";
import { tr } from "./locales/tr";
import { uk } from "./locales/uk";
import type { MessageValues } from "./message-values";
import type { TranslationTarget } from "./pick-catalogue";
import {
  type TranslatableError,
  type TranslateErrorOptions,
  translateError as translateErrorIn,
} from "./translate-error";
import {
  type TranslateMessageOptions,
  translateMessage as translateMessageIn,
} from "./translate-message";

/**
 * The entry for apps that ship every language (a language picker): all eight catalogues, and
 * translateError / translateMessage that find any of them by spec id or locale tag. An app that
 * ships fewer languages imports those (`@tollgate/i18n/de`) and the root entry instead.
 */
export const ALL_CATALOGUES: readonly Catalogue[] = Object.freeze([en, ru, uk, es, de, pl, fr, tr]);

/** `translateError` of the root entry, with every language shipped: `translateError(e, 6)`. */
export function translateError(
  error: TranslatableError,
  target: TranslationTarget,
  options: Omit<TranslateErrorOptions, "catalogues"> = {},
): string {
  return translateErrorIn(error, target, { ...options, catalogues: ALL_CATALOGUES });
}

/** `translateMessage` of the root entry, with every language shipped. */
export function translateMessage(
  code: ErrorCode,
  values: MessageValues,
  target: TranslationTarget,
  options: Omit<TranslateMessageOptions, "catalogues"> = {},
): string {
  return translateMessageIn(code, values, target, { ...options, catalogues: ALL_CATALOGUES });
}

export { de, en, es, fr, pl, ru, tr, uk };
