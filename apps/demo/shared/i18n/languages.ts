/**
 * The demo's languages, with the spec's language ids: RUS 0, UKR 1, ENG 3, SPA 4, GERMAN 6,
 * POL 15, FRA 16, TURKEY 82. Each is named in its own language, as a switcher shows it.
 */
export const LANGUAGES = [
  { id: 3, tag: "en", name: "English" },
  { id: 6, tag: "de", name: "Deutsch" },
  { id: 4, tag: "es", name: "Español" },
  { id: 16, tag: "fr", name: "Français" },
  { id: 15, tag: "pl", name: "Polski" },
  { id: 0, tag: "ru", name: "Русский" },
  { id: 82, tag: "tr", name: "Türkçe" },
  { id: 1, tag: "uk", name: "Українська" },
] as const;

export type LanguageTag = (typeof LANGUAGES)[number]["tag"];

/** What anyone gets whose language the demo does not speak. */
export const FALLBACK_LANGUAGE: LanguageTag = "en";

export const LANGUAGE_TAGS: readonly LanguageTag[] = LANGUAGES.map((language) => language.tag);

/**
 * A language by its spec id (`6`, `"6"`) or its tag, any region or case (`de`, `de-AT`,
 * `DE`); null when the demo does not speak it.
 */
export function languageFromIdOrTag(value: string | number): LanguageTag | null {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    return LANGUAGES.find((language) => language.id === Number(text))?.tag ?? null;
  }
  const primary = text.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.tag === primary)?.tag ?? null;
}

/** The first of the preferred languages (most preferred first) the demo speaks, else English. */
export function firstSpokenLanguage(preferred: readonly string[]): LanguageTag {
  for (const candidate of preferred) {
    const language = languageFromIdOrTag(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The tags of an Accept-Language header, most preferred first ("de-CH, fr;q=0.8, en;q=0.5");
 * those with q=0 are refused, not preferred.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const quality = parameters
        .map((parameter) => parameter.trim().match(/^q=([\d.]+)$/))
        .find((match) => match !== null);
      return { tag: tag.trim(), weight: quality ? Number(quality[1]) : 1, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
