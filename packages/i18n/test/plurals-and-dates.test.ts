import { describe, expect, it } from "vitest";
import { translateError, translateMessage } from "../src/index";
import { de } from "../src/locales/de";
import { en } from "../src/locales/en";
import { es } from "../src/locales/es";
import { fr } from "../src/locales/fr";
import { pl } from "../src/locales/pl";
import { ru } from "../src/locales/ru";
import { tr } from "../src/locales/tr";
import { uk } from "../src/locales/uk";

/** FIELD_TOO_LONG as the server words it for a limit of `max`. */
const tooLong = (max: number) => ({
  code: "FIELD_TOO_LONG",
  message: `Field name is too long (at most ${max} characters)`,
  field: "name",
});

describe("plural forms (Intl.PluralRules) of a limit the server names", () => {
  it.each([
    [1, "Поле name слишком длинное (не более 1 символа)"],
    [3, "Поле name слишком длинное (не более 3 символов)"],
    [5, "Поле name слишком длинное (не более 5 символов)"],
    [21, "Поле name слишком длинное (не более 21 символа)"],
    [64, "Поле name слишком длинное (не более 64 символов)"],
  ])("Russian: %i", (max, expected) => {
    expect(translateError(tooLong(max), ru)).toBe(expected);
  });

  it.each([
    [1, "Поле name задовге (щонайбільше 1 символ)"],
    [2, "Поле name задовге (щонайбільше 2 символи)"],
    [11, "Поле name задовге (щонайбільше 11 символів)"],
    [22, "Поле name задовге (щонайбільше 22 символи)"],
    [254, "Поле name задовге (щонайбільше 254 символи)"],
  ])("Ukrainian: %i", (max, expected) => {
    expect(translateError(tooLong(max), uk)).toBe(expected);
  });

  it.each([
    [1, "Pole name jest za długie (maksymalnie 1 znak)"],
    [4, "Pole name jest za długie (maksymalnie 4 znaki)"],
    [12, "Pole name jest za długie (maksymalnie 12 znaków)"],
    [22, "Pole name jest za długie (maksymalnie 22 znaki)"],
    [25, "Pole name jest za długie (maksymalnie 25 znaków)"],
  ])("Polish: %i", (max, expected) => {
    expect(translateError(tooLong(max), pl)).toBe(expected);
  });

  it("English, Spanish, French: one and other", () => {
    expect(translateError(tooLong(1), en)).toBe("Field name is too long (at most 1 character)");
    expect(translateError(tooLong(64), en)).toBe("Field name is too long (at most 64 characters)");
    expect(translateError(tooLong(1), es)).toBe(
      "El campo name es demasiado largo (máximo 1 carácter)",
    );
    expect(translateError(tooLong(64), es)).toBe(
      "El campo name es demasiado largo (máximo 64 caracteres)",
    );
    expect(translateError(tooLong(1), fr)).toBe(
      "Le champ name est trop long (1 caractère au maximum)",
    );
    expect(translateError(tooLong(64), fr)).toBe(
      "Le champ name est trop long (64 caractères au maximum)",
    );
  });

  it("German and Turkish need one form, and write the number their way", () => {
    expect(translateError(tooLong(1), de)).toBe("Das Feld name ist zu lang (höchstens 1 Zeichen)");
    expect(translateError(tooLong(64), tr)).toBe("name alanı çok uzun (en fazla 64 karakter)");
    expect(translateError(tooLong(10000), de)).toBe(
      "Das Feld name ist zu lang (höchstens 10.000 Zeichen)",
    );
  });

  it("the e-mail's local part: the server's EMAIL_LOCAL_PART_TOO_LONG", () => {
    const error = {
      code: "EMAIL_LOCAL_PART_TOO_LONG",
      message: "The part of email before @ is too long (at most 64 characters)",
    };
    expect(translateError(error, ru)).toBe(
      "Часть email до @ слишком длинная (не более 64 символов)",
    );
    expect(translateError(error, pl)).toBe(
      "Część email przed @ jest za długa (maksymalnie 64 znaki)",
    );
  });
});

describe("a rate limit told with its Retry-After", () => {
  const tooMany = {
    code: "TOO_MANY_REQUESTS",
    message: "Too many requests. Please try again later.",
    status: 429,
  };

  it("says how long to wait, in the language's plural form", () => {
    expect(translateError(tooMany, ru, { retryAfter: "1" })).toBe(
      "Слишком много запросов. Повторите попытку через 1 секунду.",
    );
    expect(translateError(tooMany, ru, { retryAfter: "3" })).toBe(
      "Слишком много запросов. Повторите попытку через 3 секунды.",
    );
    expect(translateError(tooMany, ru, { retryAfter: 7 })).toBe(
      "Слишком много запросов. Повторите попытку через 7 секунд.",
    );
    expect(translateError(tooMany, pl, { retryAfter: 22 })).toBe(
      "Zbyt wiele żądań. Spróbuj ponownie za 22 sekundy.",
    );
    expect(translateError(tooMany, uk, { retryAfter: 5 })).toBe(
      "Забагато запитів. Спробуйте ще раз через 5 секунд.",
    );
    expect(translateError(tooMany, de, { retryAfter: 1 })).toBe(
      "Zu viele Anfragen. Versuchen Sie es in 1 Sekunde erneut.",
    );
    expect(translateError(tooMany, en, { retryAfter: 30 })).toBe(
      "Too many requests. Try again in 30 seconds.",
    );
  });

  it("reads a Retry-After given as an HTTP date", () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(translateError(tooMany, fr, { retryAfter: inTenSeconds })).toMatch(
      /^Trop de requêtes\. Réessayez dans (9|10) secondes\.$/,
    );
  });

  it("keeps the plain message without a usable Retry-After", () => {
    expect(translateError(tooMany, de)).toBe(
      "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
    );
    expect(translateError(tooMany, de, { retryAfter: "soon" })).toBe(
      "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
    );
  });
});

describe("dates (Intl.DateTimeFormat): a ban's end", () => {
  const ban = { reason: "spam", expires: "2026-12-01T15:30:00.000Z" };
  const inUtc = { timeZone: "UTC" };

  it.each([
    ["de", de, "Grund: spam. Die Sperre endet am ", "1. Dezember 2026", /15:30/],
    ["ru", ru, "Причина: spam. Блокировка действует до ", "1 декабря 2026", /15:30/],
    ["uk", uk, "Причина: spam. Блокування діє до ", "1 грудня 2026", /15:30/],
    ["pl", pl, "Powód: spam. Blokada kończy się ", "1 grudnia 2026", /15:30/],
    ["fr", fr, "Motif : spam. Le bannissement prend fin le ", "1 décembre 2026", /15:30/],
    ["es", es, "Motivo: spam. El bloqueo termina el ", "1 de diciembre de 2026", /15:30/],
    ["tr", tr, "Sebep: spam. Yasağın bitiş zamanı: ", "1 Aralık 2026", /15:30/],
    ["en", en, "Reason: spam. The ban ends at ", "December 1, 2026", /3:30\sPM/],
  ])("%s: written the language's way", (_locale, catalogue, start, date, time) => {
    const text = translateMessage("BANNED_UNTIL", ban, catalogue, inUtc);
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain(date);
    expect(text).toMatch(time);
    expect(text).not.toContain("2026-12-01T");
  });

  it("in the reader's time zone when the app names it", () => {
    const text = translateMessage("BANNED_UNTIL", ban, de, { timeZone: "Asia/Tokyo" });
    expect(text).toContain("2. Dezember 2026");
    expect(text).toContain("00:30");
  });

  it("from the ban's description the server sent (read back from its English text)", () => {
    const description = "Reason: spam. The ban ends at 2026-12-01T15:30:00.000Z.";
    expect(translateError({ message: description }, ru, inUtc)).toContain("1 декабря 2026");
  });

  it("a ban without end", () => {
    expect(translateMessage("BANNED_WITHOUT_END", { reason: "spam" }, fr)).toBe(
      "Motif : spam. Le bannissement est définitif.",
    );
  });
});
