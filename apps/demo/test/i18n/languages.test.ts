import { describe, expect, it } from "vitest";
import {
  acceptedLanguages,
  firstSpokenLanguage,
  LANGUAGES,
  languageFromIdOrTag,
} from "../../shared/i18n/languages";
import { formatMessage } from "../../shared/i18n/message-format";
import { pl } from "../../src/i18n/messages/pl";

describe("the demo's languages", () => {
  it("are the spec's ids and tags: RUS 0, UKR 1, ENG 3, SPA 4, GERMAN 6, POL 15, FRA 16, TURKEY 82", () => {
    const byId = Object.fromEntries(LANGUAGES.map((language) => [language.id, language.tag]));
    expect(byId).toEqual({
      0: "ru",
      1: "uk",
      3: "en",
      4: "es",
      6: "de",
      15: "pl",
      16: "fr",
      82: "tr",
    });
  });

  it("are chosen by id or by tag, any region or case; others are not spoken", () => {
    expect(languageFromIdOrTag(6)).toBe("de");
    expect(languageFromIdOrTag("82")).toBe("tr");
    expect(languageFromIdOrTag("0")).toBe("ru");
    expect(languageFromIdOrTag("de-AT")).toBe("de");
    expect(languageFromIdOrTag("PT-br")).toBeNull();
    expect(languageFromIdOrTag("UK")).toBe("uk");
    expect(languageFromIdOrTag("2")).toBeNull();
    expect(languageFromIdOrTag("")).toBeNull();
  });

  it("follow the browser's preferences, English when none is spoken", () => {
    expect(firstSpokenLanguage(["pt-BR", "fr-CA", "en"])).toBe("fr");
    expect(firstSpokenLanguage(["ja", "zh"])).toBe("en");
    expect(firstSpokenLanguage([])).toBe("en");
  });

  it("read Accept-Language by quality, skipping refused ones and the wildcard", () => {
    expect(acceptedLanguages("en;q=0.5, de-CH, fr;q=0.8, pl;q=0, *;q=0.1")).toEqual([
      "de-CH",
      "fr",
      "en",
    ]);
    expect(firstSpokenLanguage(acceptedLanguages("pl;q=0, uk;q=0.9"))).toBe("uk");
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe("a message filled in with Intl", () => {
  const members = {
    one: "{count} участник",
    few: "{count} участника",
    many: "{count} участников",
    other: "{count} участника",
  };

  it("picks the plural form of the language (Intl.PluralRules)", () => {
    expect(formatMessage("ru", members, { count: 1 })).toBe("1 участник");
    expect(formatMessage("ru", members, { count: 3 })).toBe("3 участника");
    expect(formatMessage("ru", members, { count: 11 })).toBe("11 участников");
    expect(formatMessage("ru", members, { count: 21 })).toBe("21 участник");
    expect(formatMessage("ru", members, { count: 1.5 })).toBe("1,5 участника");
  });

  it("formats numbers for the language and keeps a placeholder without a value visible", () => {
    expect(formatMessage("de", "{count} von {total}", { count: 1200, total: 3 })).toBe(
      "1.200 von 3",
    );
    expect(formatMessage("en", "Hi {name}")).toBe("Hi {name}");
  });

  it("counts users the Polish way: 1 użytkownik, 2–4 użytkownicy, 5+ użytkowników, 22 again użytkownicy", () => {
    const count = (n: number) => formatMessage("pl", pl["pager.total"], { count: n });
    expect([1, 2, 4, 5, 12, 22, 25].map(count)).toEqual([
      "1 użytkownik",
      "2 użytkownicy",
      "4 użytkownicy",
      "5 użytkowników",
      "12 użytkowników",
      "22 użytkownicy",
      "25 użytkowników",
    ]);
  });
});
