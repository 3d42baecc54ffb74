import { FALLBACK_LOCALE, LANGUAGE_IDS, LOCALE_TAGS, type LocaleTag } from "./language-ids";

/** A language as an app knows it: a spec id (6), a locale tag ("de", "de-AT") or a list of them. */
export type LocaleInput = number | string | readonly (number | string)[];

function isLocaleTag(value: string): value is LocaleTag {
  return (LOCALE_TAGS as readonly string[]).includes(value);
}

function fromId(id: number): LocaleTag | undefined {
  // Widened to a lookup by any number; a missing id reads as undefined.
  const byId: Readonly<Record<number, LocaleTag>> = LANGUAGE_IDS;
  return Object.hasOwn(byId, id) ? byId[id] : undefined;
}

/** "de-AT", "DE", "de_AT" → "de"; a tag that is not BCP 47 is not a language. */
function fromTag(tag: string): LocaleTag | undefined {
  if (/^\d+$/.test(tag.trim())) return fromId(Number(tag));
  try {
    const { language } = new Intl.Locale(tag.trim().replaceAll("_", "-"));
    return isLocaleTag(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

function resolveOne(input: number | string): LocaleTag | undefined {
  return typeof input === "number" ? fromId(input) : fromTag(input);
}

/**
 * The supported language an id or tag asks for: `0` → "ru", `"de-AT"` → "de", `["pt-BR",
 * "fr-CA"]` (e.g. `navigator.languages`) → "fr", the first supported one. Anything else (an
 * unknown id, an unsupported or malformed tag) → "en".
 */
export function resolveLocale(input: LocaleInput | null | undefined): LocaleTag {
  const candidates = input == null ? [] : typeof input === "object" ? input : [input];
  for (const candidate of candidates) {
    const locale = resolveOne(candidate);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}
