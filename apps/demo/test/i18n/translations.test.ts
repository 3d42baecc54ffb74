import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, type LanguageTag } from "../../shared/i18n/languages";
import type { Message } from "../../shared/i18n/message-format";
import type { Catalogue } from "../../src/i18n/catalogue";
import { CATALOGUE_LOADERS } from "../../src/i18n/catalogue";
import { catalogueProblems, untranslatedKeys } from "./catalogue-checks";

async function loadAll(
  loaders: Record<LanguageTag, () => Promise<Catalogue>>,
): Promise<Record<LanguageTag, Catalogue>> {
  const entries = await Promise.all(
    LANGUAGE_TAGS.map(async (language) => [language, await loaders[language]()] as const),
  );
  return Object.fromEntries(entries) as Record<LanguageTag, Catalogue>;
}

describe("the demo's interface in its eight languages", () => {
  it("has every English text in every language, with the same placeholders and every plural form", async () => {
    const catalogues = await loadAll(CATALOGUE_LOADERS);
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it("is translated, not copied: at most a few texts read the same as English (names, 'E-mail')", async () => {
    const catalogues = await loadAll(CATALOGUE_LOADERS);
    const total = Object.keys(catalogues.en).length;
    for (const language of LANGUAGE_TAGS.filter((tag) => tag !== "en")) {
      const same = untranslatedKeys(catalogues[language], catalogues.en);
      expect(same.length, `${language} copies ${same.join(", ")}`).toBeLessThan(total * 0.05);
    }
  });

  it("the check itself finds a missing key, an extra key, a changed placeholder and a missing plural form", () => {
    const en = {
      greeting: "Hi {name}",
      members: { one: "{count} member", other: "{count} members" },
    };
    const broken = {
      greeting: "Hallo {nom}",
      members: { other: "{count} Mitglieder" },
      extra: "Nicht in Englisch",
    };
    const withoutGreeting = { members: en.members };
    const catalogues: Record<LanguageTag, Record<string, Message>> = {
      en,
      de: broken,
      es: en,
      fr: withoutGreeting,
      pl: en,
      ru: en,
      tr: en,
      uk: en,
    };
    expect(catalogueProblems(catalogues).sort()).toEqual(
      [
        'de: "greeting" has placeholders nom, English has name',
        'de: "members" lacks its "one" plural form',
        'de: "extra" is not a key English has',
        'fr: "greeting" has no translation',
        'ru: "members" lacks its "few" plural form',
        'ru: "members" lacks its "many" plural form',
        'uk: "members" lacks its "few" plural form',
        'uk: "members" lacks its "many" plural form',
        'pl: "members" lacks its "few" plural form',
        'pl: "members" lacks its "many" plural form',
        'es: "members" lacks its "many" plural form',
        'fr: "members" lacks its "many" plural form',
      ].sort(),
    );
  });
});
