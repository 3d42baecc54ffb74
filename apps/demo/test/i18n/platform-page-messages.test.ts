import { describe, expect, it } from "vitest";
import {
  PAGE_CATALOGUES,
  type PageCatalogue,
  type PageMessageKey,
} from "../../server/dev-platform/page-messages";
import { LANGUAGE_TAGS, type LanguageTag } from "../../shared/i18n/languages";
import { catalogueProblems, untranslatedKeys } from "./catalogue-checks";

/** The only texts that read the same as English, because the word is the same. */
const SAME_AS_ENGLISH: Partial<Record<LanguageTag, readonly PageMessageKey[]>> = {
  de: ["portal.status"],
  fr: ["portal.date"],
};

/** The texts of a language copied from English, besides the words that are the same. */
function copiedFromEnglish(language: LanguageTag, catalogue: PageCatalogue): string[] {
  const allowed: readonly string[] = SAME_AS_ENGLISH[language] ?? [];
  return untranslatedKeys(catalogue, PAGE_CATALOGUES.en).filter((key) => !allowed.includes(key));
}

describe("the payments stand-in's pages in the demo's eight languages", () => {
  it("have every English text in every language, with the same placeholders and every plural form", () => {
    expect(catalogueProblems(PAGE_CATALOGUES)).toEqual([]);
  });

  it("are translated, not copied: no text reads as English's but the few listed words", () => {
    for (const language of LANGUAGE_TAGS.filter((tag) => tag !== "en")) {
      expect(copiedFromEnglish(language, PAGE_CATALOGUES[language]), language).toEqual([]);
    }
  });

  it("the checks find a copied text, a lost placeholder and a missing Russian plural form", () => {
    const copied = {
      ...PAGE_CATALOGUES.de,
      "checkout.cancel": PAGE_CATALOGUES.en["checkout.cancel"],
    };
    expect(copiedFromEnglish("de", copied)).toEqual(["checkout.cancel"]);

    const broken: PageCatalogue = {
      ...PAGE_CATALOGUES.ru,
      "checkout.pay": "Оплатить",
      "console.lead": {
        one: "{count} доставка на {endpoint}",
        other: "{count} доставки на {endpoint}",
      },
    };
    expect(catalogueProblems({ ...PAGE_CATALOGUES, ru: broken })).toEqual([
      'ru: "checkout.pay" has placeholders none, English has amount',
      'ru: "console.lead" lacks its "few" plural form',
      'ru: "console.lead" lacks its "many" plural form',
    ]);
  });

  it("are typed: a catalogue without a key, or with a text where English has plural forms, does not type-check", () => {
    const { "checkout.pay": _pay, ...withoutPay } = PAGE_CATALOGUES.de;
    // @ts-expect-error "checkout.pay" is missing
    const incomplete: PageCatalogue = withoutPay;
    const lead = "{count} Zustellungen";
    // @ts-expect-error "console.lead" has plural forms in English
    const notPlural: PageCatalogue = { ...PAGE_CATALOGUES.de, "console.lead": lead };
    expect(Object.keys(incomplete)).not.toContain("checkout.pay");
    expect(typeof notPlural["console.lead"]).toBe("string");
  });
});
