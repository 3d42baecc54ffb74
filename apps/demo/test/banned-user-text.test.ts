import { en as englishErrors } from "@tollgate/i18n";
import { de as germanErrors } from "@tollgate/i18n/de";
import { beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../src/errors/error-text";
import { showLanguage } from "../src/i18n/language-store";
import { de } from "../src/i18n/messages/de";
import { en } from "../src/i18n/messages/en";

const english = { language: "en", catalogue: en, errors: englishErrors } as const;

const banned = {
  status: 403,
  statusText: "Forbidden",
  code: "BANNED_USER",
  message: "You have been banned from this application",
  description: "Reason: spam. The ban ends at 2030-01-02T03:04:00.000Z.",
};

describe("a banned person's sign-in refusal", () => {
  beforeAll(() => showLanguage(english));

  it("gives the server's message, the reason and the end of the ban in the reader's time", () => {
    const end = new Date("2030-01-02T03:04:00.000Z");
    const local = end.toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
    const expected = `You have been banned from this application. Reason: spam. The ban ends on ${local}.`;
    expect(errorText({ ...banned, banReason: "spam", banExpires: end.toISOString() })).toBe(
      expected,
    );
    // The client may already have turned the ISO text into a Date.
    expect(errorText({ ...banned, banReason: "spam", banExpires: end })).toBe(expected);
  });

  it("says when a ban has no end, and keeps a configured message", () => {
    expect(
      errorText({ ...banned, message: "Account suspended!", banReason: "Spam.", banExpires: null }),
    ).toBe("Account suspended! Reason: Spam. The ban has no end date.");
  });

  it("is worded in the reader's language, the end in that language's date format", () => {
    showLanguage({ language: "de", catalogue: de, errors: germanErrors });
    const end = new Date("2030-01-02T03:04:00.000Z");
    const local = end.toLocaleString("de", { dateStyle: "medium", timeStyle: "short" });
    expect(errorText({ ...banned, banReason: "Spam", banExpires: end.toISOString() })).toBe(
      `Sie wurden für diese Anwendung gesperrt. Grund: Spam. Die Sperre endet am ${local}.`,
    );
    // A message the server was configured with is the operator's own words: kept as written.
    expect(errorText({ ...banned, message: "Account suspended!", banExpires: null })).toBe(
      "Account suspended! Die Sperre hat kein Enddatum.",
    );
    showLanguage(english);
  });
});
