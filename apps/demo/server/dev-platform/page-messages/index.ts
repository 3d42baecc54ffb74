import type { LanguageTag } from "../../../shared/i18n/languages";
import { de } from "./de";
import { en, type PageCatalogue, type PageMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { pl } from "./pl";
import { ru } from "./ru";
import { tr } from "./tr";
import { uk } from "./uk";

export type { PageCatalogue, PageMessageKey };

/** The stand-in's pages in every language the demo speaks (English is the fallback). */
export const PAGE_CATALOGUES: Readonly<Record<LanguageTag, PageCatalogue>> = {
  en,
  de,
  es,
  fr,
  pl,
  ru,
  tr,
  uk,
};
