import { describe, expect, it } from "vitest";
import type { LanguageTag } from "../shared/i18n/languages";
import { formatMessage, type MessageParams } from "../shared/i18n/message-format";
import type { Catalogue, MessageKey } from "../src/i18n/catalogue";
import { de } from "../src/i18n/messages/de";
import { en } from "../src/i18n/messages/en";
import { pl } from "../src/i18n/messages/pl";
import { ru } from "../src/i18n/messages/ru";
import { tr } from "../src/i18n/messages/tr";
import {
  billingProblemOf,
  billingProblemText,
  NO_ANSWER,
} from "../src/pages/billing/billing-problem";
import { formatPrice, intervalWords, statusWords } from "../src/pages/billing/billing-words";

/** useText()'s `t` for one language, without React. */
function wordsIn(language: LanguageTag, catalogue: Catalogue) {
  return {
    t: (key: MessageKey, params?: MessageParams) => formatMessage(language, catalogue[key], params),
  };
}

const english = wordsIn("en", en);
const german = wordsIn("de", de);
const polish = wordsIn("pl", pl);
const russian = wordsIn("ru", ru);
const turkish = wordsIn("tr", tr);

describe("the billing pages' words in the reader's language", () => {
  it("say how often a price is paid, one interval or several with the language's plural", () => {
    expect(intervalWords(english, "month")).toBe("per month");
    expect(intervalWords(english, null)).toBe("one-time");
    expect(intervalWords(english, "month", 3)).toBe("every 3 months");
    expect(intervalWords(german, "year")).toBe("pro Jahr");
    expect(intervalWords(german, "week", 2)).toBe("alle 2 Wochen");
    expect(intervalWords(turkish, "month", 1)).toBe("aylık");
    expect(intervalWords(turkish, "month", 6)).toBe("6 ayda bir");
    expect([2, 5, 22].map((count) => intervalWords(polish, "month", count))).toEqual([
      "co 2 miesiące",
      "co 5 miesięcy",
      "co 22 miesiące",
    ]);
    expect([3, 5, 21].map((count) => intervalWords(russian, "year", count))).toEqual([
      "раз в 3 года",
      "раз в 5 лет",
      "раз в 21 год",
    ]);
  });

  it("keep an interval the demo does not know as the platform sent it", () => {
    expect(intervalWords(german, "fortnight")).toBe("fortnight");
  });

  it("word a status, and keep an unknown one as sent", () => {
    expect(statusWords(german, "active")).toBe("Aktiv");
    expect(statusWords(russian, "partially_refunded")).toBe("Частично возвращён");
    expect(statusWords(german, "on_hold")).toBe("on_hold");
  });

  it("write prices in the language's notation", () => {
    expect(formatPrice("de", 1200, "usd")).toBe("12,00\u00a0$");
    expect(formatPrice("en", 14900, "usd")).toBe("$149.00");
    expect(formatPrice("fr", 990, "eur")).toBe("9,90\u00a0€");
  });

  it("word the demo server's billing codes, the server's words for another code, and no answer", () => {
    const unavailable = billingProblemOf({
      code: "PAYMENTS_PLATFORM_UNAVAILABLE",
      message: "The payments platform did not answer; try again in a moment.",
    });
    expect(billingProblemText(german, unavailable)).toBe(
      "Die Zahlungsplattform hat nicht geantwortet; versuchen Sie es gleich noch einmal.",
    );
    expect(billingProblemText(russian, billingProblemOf({ code: "SIGN_IN_FIRST" }))).toBe(
      "Войдите, чтобы увидеть свои покупки.",
    );
    const other = billingProblemOf({ code: "SOMETHING_NEW", message: "A new refusal." });
    expect(billingProblemText(german, other)).toBe("A new refusal.");
    expect(billingProblemText(german, billingProblemOf("not json"))).toBe(
      "Etwas ist schiefgelaufen.",
    );
    expect(billingProblemText(german, NO_ANSWER)).toBe(de["error.NETWORK_ERROR"]);
    expect(billingProblemText(german, null)).toBeNull();
  });
});
