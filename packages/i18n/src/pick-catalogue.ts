import type { Catalogue } from "./catalogue";
import { en } from "./locales/en";
import { type LocaleInput, resolveLocale } from "./resolve-locale";

/** Which language to answer in: a catalogue itself, or a spec id / locale tag (or a list). */
export type TranslationTarget = Catalogue | LocaleInput;

function isCatalogue(target: TranslationTarget): target is Catalogue {
  return typeof target === "object" && !Array.isArray(target) && "messages" in target;
}

/**
 * The catalogue a target asks for: the catalogue itself, or among `shipped` (the languages the
 * app imports) the one an id or tag resolves to. English when the language is not shipped.
 */
export function pickCatalogue(
  target: TranslationTarget,
  shipped: readonly Catalogue[] = [],
): Catalogue {
  if (isCatalogue(target)) return target;
  const locale = resolveLocale(target);
  return shipped.find((catalogue) => catalogue.locale === locale) ?? en;
}
