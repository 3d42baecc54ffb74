import { describe, expect, it } from "vitest";
import { LANGUAGE_IDS, resolveLocale } from "../src/index";

describe("LANGUAGE_IDS", () => {
  it("maps the spec's ids to locale tags (RUS 0, UKR 1, ENG 3, SPA 4, GERMAN 6, POL 15, FRA 16, TURKEY 82)", () => {
    expect(LANGUAGE_IDS).toEqual({
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
});

describe("resolveLocale", () => {
  it.each([
    [0, "ru"],
    [1, "uk"],
    [3, "en"],
    [4, "es"],
    [6, "de"],
    [15, "pl"],
    [16, "fr"],
    [82, "tr"],
  ] as const)("resolves the spec id %i to %s", (id, tag) => {
    expect(resolveLocale(id)).toBe(tag);
  });

  it("reads an id written as text", () => {
    expect(resolveLocale("82")).toBe("tr");
  });

  it.each(["ru", "uk", "en", "es", "de", "pl", "fr", "tr"])("takes the tag %s as it is", (tag) => {
    expect(resolveLocale(tag)).toBe(tag);
  });

  it.each([
    ["de-AT", "de"],
    ["de-CH", "de"],
    ["fr-CA", "fr"],
    ["es-419", "es"],
    ["uk-UA", "uk"],
    ["pt-BR", "en"],
    ["en-GB", "en"],
    ["DE", "de"],
    ["tr_TR", "tr"],
    ["sr-Latn-RS", "en"],
    ["zh-Hant-TW", "en"],
  ])("resolves the region tag %s to %s", (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it("falls back to English for an unknown id, an unsupported or malformed tag, or nothing", () => {
    expect(resolveLocale(2)).toBe("en");
    expect(resolveLocale(-1)).toBe("en");
    expect(resolveLocale("ja")).toBe("en");
    expect(resolveLocale("not a tag!")).toBe("en");
    expect(resolveLocale("")).toBe("en");
    expect(resolveLocale(null)).toBe("en");
    expect(resolveLocale(undefined)).toBe("en");
  });

  it("takes the first supported language of a list such as navigator.languages", () => {
    expect(resolveLocale(["pt-BR", "ja", "fr-CA", "de"])).toBe("fr");
    expect(resolveLocale([99, 15])).toBe("pl");
    expect(resolveLocale(["pt-BR", "ja"])).toBe("en");
    expect(resolveLocale([])).toBe("en");
  });
});
