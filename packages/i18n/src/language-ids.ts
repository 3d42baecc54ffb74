/**
 * The spec's language ids and the locale tag each one stands for: RUS 0, UKR 1, ENG 3, SPA 4,
 * GERMAN 6, POL 15, FRA 16, TURKEY 82.
 */
export const LANGUAGE_IDS = Object.freeze({
  0: "ru",
  1: "uk",
  3: "en",
  4: "es",
  6: "de",
  15: "pl",
  16: "fr",
  82: "tr",
} as const);

export type LanguageId = keyof typeof LANGUAGE_IDS;

/** The eight languages every error code is translated into. */
export type LocaleTag = (typeof LANGUAGE_IDS)[LanguageId];

export const LOCALE_TAGS: readonly LocaleTag[] = Object.freeze(Object.values(LANGUAGE_IDS));

/** English: the contract's language and every lookup's fallback. */
export const FALLBACK_LOCALE: LocaleTag = "en";
