import { describe, expect, it } from "vitest";
import { ALL_CATALOGUES } from "../src/all";
import type { Catalogue, Message } from "../src/catalogue";
import { LOCALE_TAGS } from "../src/language-ids";
import { en } from "../src/locales/en";
import { placeholdersIn, textsOf } from "../src/placeholders";
import { everyCode, PACKAGE_CATALOGUES } from "./package-catalogues";

const CODES = everyCode();
/** English by any code (a code it lacks reads as undefined). */
const ENGLISH: Readonly<Record<string, Message>> = en.messages;
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The placeholders of each text of a message, e.g. ["field,max", "field,max"]. */
function placeholderSets(message: Message): string[] {
  return textsOf(message).map((text) => sorted(placeholdersIn(text)).join(","));
}

/**
 * A code two catalogues share, worded differently by one of them: English keeps the other's
 * text (the same meaning), and `translateError` shows that one.
 */
const WORDED_BY_ANOTHER_CATALOGUE: Readonly<Record<string, string>> = {
  "UNKNOWN_ERROR (@tollgate/passkey-plugin/client PASSKEY_CLIENT_ERROR_CODES)":
    "Better Auth's client says 'Unknown error'; English keeps the captcha plugin's 'Something went wrong'",
};

describe("English is every package's catalogue, word for word", () => {
  it("has every code of every package, with the package's message", () => {
    const wrong: string[] = [];
    for (const [from, catalogue] of Object.entries(PACKAGE_CATALOGUES)) {
      for (const [code, message] of Object.entries(catalogue)) {
        const ours = ENGLISH[code];
        if (WORDED_BY_ANOTHER_CATALOGUE[`${code} (${from})`] && ours !== undefined) continue;
        if (ours === undefined) wrong.push(`${code} (${from}) is missing`);
        else if (typeof ours === "string" ? ours !== message : ours.other !== message) {
          // The spec words one code in two cases (EMAIL_NOT_VERIFIED); the server accepts that.
          const other = typeof ours === "string" ? ours : ours.other;
          if (other.toLowerCase() !== message.toLowerCase()) {
            wrong.push(`${code} (${from}): "${other}" is not "${message}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("has no code that no package answers any more", () => {
    const stale = Object.keys(en.messages).filter((code) => !CODES.has(code));
    expect(stale).toEqual([]);
  });
});

describe.each(
  ALL_CATALOGUES.map((catalogue): [string, Catalogue] => [catalogue.locale, catalogue]),
)("%s", (locale, catalogue) => {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it("translates every code of every package", () => {
    const missing = [...CODES.keys()].filter((code) => catalogue.messages[code] === undefined);
    expect(missing).toEqual([]);
  });

  it("has no code that no package answers", () => {
    const stale = Object.keys(catalogue.messages).filter((code) => !CODES.has(code));
    expect(stale).toEqual([]);
  });

  it("keeps each English message's placeholders, in every plural variant", () => {
    const differing: string[] = [];
    for (const [code, message] of Object.entries(catalogue.messages)) {
      const english = ENGLISH[code];
      if (english === undefined) continue;
      const expected = sorted(placeholderSets(english));
      const actual = sorted(placeholderSets(message));
      if (expected.join("|") !== actual.join("|")) {
        differing.push(`${code}: {${actual.join("|")}} instead of {${expected.join("|")}}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it(`gives plural messages every category of ${locale} (${categories.join(", ")})`, () => {
    const incomplete: string[] = [];
    for (const [code, message] of Object.entries(catalogue.messages)) {
      if (typeof message === "string") continue;
      const lacking = categories.filter((category) => message[category] === undefined);
      if (lacking.length > 0) incomplete.push(`${code} lacks ${lacking.join(", ")}`);
      if (!placeholdersIn(message.other).includes(message.count)) {
        incomplete.push(`${code} counts {${message.count}}, which its text does not hold`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it("writes every message in words (no empty text, no leftover English)", () => {
    const untranslated = Object.entries(catalogue.messages)
      .filter(([, message]) => textsOf(message).some((text) => text.trim() === ""))
      .map(([code]) => code);
    expect(untranslated).toEqual([]);
    if (locale === "en") return;
    const sameAsEnglish = Object.entries(catalogue.messages)
      .filter(([code, message]) => {
        const english = ENGLISH[code];
        return english !== undefined && textsOf(message).join() === textsOf(english).join();
      })
      .map(([code]) => code);
    expect(sameAsEnglish).toEqual([]);
  });
});

it("covers the spec's eight languages", () => {
  expect(sorted(ALL_CATALOGUES.map((catalogue) => catalogue.locale))).toEqual(sorted(LOCALE_TAGS));
});
