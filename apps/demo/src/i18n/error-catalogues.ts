import { type Catalogue as ErrorCatalogue, en } from "@tollgate/i18n";
import type { LanguageTag } from "../../shared/i18n/languages";

export type { ErrorCatalogue };

/**
 * The server's error codes in each language (@tollgate/i18n), fetched with the language's
 * interface texts. English is in the package's root entry, the fallback of every lookup.
 */
export const ERROR_CATALOGUE_LOADERS: Record<LanguageTag, () => Promise<ErrorCatalogue>> = {
  en: () => Promise.resolve(en),
  de: () => import("@tollgate/i18n/de").then((module) => module.de),
  es: () => import("@tollgate/i18n/es").then((module) => module.es),
  fr: () => import("@tollgate/i18n/fr").then((module) => module.fr),
  pl: () => import("@tollgate/i18n/pl").then((module) => module.pl),
  ru: () => import("@tollgate/i18n/ru").then((module) => module.ru),
  tr: () => import("@tollgate/i18n/tr").then((module) => module.tr),
  uk: () => import("@tollgate/i18n/uk").then((module) => module.uk),
};
