import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  languageState,
  loadStartingLanguage,
  translate,
} from "../../src/i18n/language-store";

/** The parts of a browser the language store reads and writes, in memory. */
function browserWith(options: { search?: string; stored?: string; languages: string[] }) {
  const storage = new Map<string, string>(
    options.stored ? [[LANGUAGE_STORAGE_KEY, options.stored]] : [],
  );
  const html = { lang: "" };
  vi.stubGlobal("window", { location: { search: options.search ?? "" } });
  vi.stubGlobal("navigator", { languages: options.languages, language: options.languages[0] });
  vi.stubGlobal("document", { documentElement: html });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  return { storage, html };
}

describe("the language the demo starts in", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("is the address's ?lang= (a spec id), remembered, over a stored choice and the browser's", async () => {
    const browser = browserWith({ search: "?lang=6", stored: "fr", languages: ["ru-RU"] });
    await loadStartingLanguage();
    expect(languageState().language).toBe("de");
    expect(browser.html.lang).toBe("de");
    expect(browser.storage.get(LANGUAGE_STORAGE_KEY)).toBe("de");
    expect(translate("signIn.title")).toBe("Willkommen zurück");
  });

  it("is the choice stored in this browser, over the browser's languages", async () => {
    browserWith({ stored: "tr", languages: ["ru-RU"] });
    await loadStartingLanguage();
    expect(languageState().language).toBe("tr");
  });

  it("is the first of the browser's languages the demo speaks, not remembered as a choice", async () => {
    const browser = browserWith({ languages: ["pt-BR", "uk-UA", "de"] });
    await loadStartingLanguage();
    expect(languageState().language).toBe("uk");
    expect(browser.storage.has(LANGUAGE_STORAGE_KEY)).toBe(false);
  });

  it("is English when the browser speaks none of the eight, or the address names another", async () => {
    browserWith({ search: "?lang=2", languages: ["ja", "zh-CN"] });
    await loadStartingLanguage();
    expect(languageState().language).toBe("en");
    expect(translate("signIn.title")).toBe("Welcome back");
  });

  it("ends on the last choice when an earlier one loads slower", async () => {
    const browser = browserWith({ languages: ["en"] });
    // Russian's texts are fetched for the first time here; German's came in the first test.
    await Promise.all([
      chooseLanguage("ru", { remember: true }),
      chooseLanguage("de", { remember: true }),
    ]);
    expect(languageState().language).toBe("de");
    expect(browser.html.lang).toBe("de");
    expect(browser.storage.get(LANGUAGE_STORAGE_KEY)).toBe("de");
  });
});
