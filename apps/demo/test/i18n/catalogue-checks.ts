import { LANGUAGE_TAGS, type LanguageTag } from "../../shared/i18n/languages";
import { type Message, placeholdersOf } from "../../shared/i18n/message-format";

type AnyCatalogue = Readonly<Record<string, Message>>;

/**
 * Everything wrong with a set of catalogues, one line each: a key English has and a language
 * lacks (or the other way round), an empty text, placeholders that differ from English's, or
 * a plural message without a form its language's Intl.PluralRules needs.
 */
export function catalogueProblems(
  catalogues: Readonly<Record<LanguageTag, AnyCatalogue>>,
): string[] {
  const problems: string[] = [];
  const english = catalogues.en;
  for (const language of LANGUAGE_TAGS) {
    const catalogue: AnyCatalogue = catalogues[language];
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of Object.keys(english)) {
      const message = catalogue[key];
      const original = english[key];
      if (message === undefined || original === undefined) {
        problems.push(`${language}: "${key}" has no translation`);
        continue;
      }
      const texts = typeof message === "string" ? [message] : Object.values(message);
      if (texts.some((text) => text === undefined || text.trim() === "")) {
        problems.push(`${language}: "${key}" is empty`);
      }
      const expected = placeholderSet(original);
      const found = placeholderSet(message);
      if (expected !== found) {
        problems.push(`${language}: "${key}" has placeholders ${found}, English has ${expected}`);
      }
      if (typeof original !== typeof message) {
        problems.push(
          `${language}: "${key}" is ${typeof message}, English's is ${typeof original}`,
        );
      } else if (typeof message !== "string") {
        for (const category of categories) {
          if (message[category] === undefined) {
            problems.push(`${language}: "${key}" lacks its "${category}" plural form`);
          }
        }
      }
    }
    for (const key of Object.keys(catalogue)) {
      if (!(key in english)) problems.push(`${language}: "${key}" is not a key English has`);
    }
  }
  return problems;
}

/** The keys whose text is word for word English's: a language copied, not translated. */
export function untranslatedKeys(catalogue: AnyCatalogue, english: AnyCatalogue): string[] {
  return Object.keys(english).filter(
    (key) => JSON.stringify(catalogue[key]) === JSON.stringify(english[key]),
  );
}

function placeholderSet(message: Message): string {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  const names = new Set(texts.flatMap((text) => (text ? placeholdersOf(text) : [])));
  // A plural's `count` may be written as a word ("one member") in some forms: it is not
  // required in every form, but no form may bring a placeholder English lacks.
  return [...names].sort().join(", ") || "none";
}
