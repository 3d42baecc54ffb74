import { en as englishErrors } from "@tollgate/i18n";
import { ru as russianErrors } from "@tollgate/i18n/ru";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../src/errors/error-text";
import { linkErrorText } from "../src/errors/link-error-text";
import { showLanguage } from "../src/i18n/language-store";
import { en } from "../src/i18n/messages/en";
import { ru } from "../src/i18n/messages/ru";

const error = (code: string, message: string) => ({ status: 400, statusText: "", code, message });

describe("the demo's error texts in the reader's language", () => {
  beforeAll(() => showLanguage({ language: "ru", catalogue: ru, errors: russianErrors }));
  afterAll(() => showLanguage({ language: "en", catalogue: en, errors: englishErrors }));

  it("word a code the demo has friendlier words for with its own translation", () => {
    expect(errorText(error("INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"))).toBe(
      "Такой пары почты и пароля нет ни у одного аккаунта.",
    );
  });

  it("word any other code with @tollgate/i18n, placeholders read back from the server's text", () => {
    expect(errorText(error("ORGANIZATION_NOT_FOUND", "Organization not found"))).toBe(
      `${russianErrors.messages.ORGANIZATION_NOT_FOUND}.`,
    );
    const tooLong = errorText(
      error("FIELD_TOO_LONG", "Field name is too long (at most 21 characters)"),
    );
    expect(tooLong).toContain("21 символа");
    expect(tooLong).not.toContain("too long");
  });

  it("keep the server's own message for a code no catalogue knows", () => {
    expect(errorText(error("SOMETHING_NEW", "a brand-new refusal"))).toBe("A brand-new refusal.");
  });

  it("say what happened when the answer has neither code nor message", () => {
    expect(errorText({ status: 502, statusText: "Bad Gateway", message: "" })).toBe(
      "Что-то пошло не так (502 Bad Gateway).",
    );
  });
});

describe("a mailed link's ?error= code in the reader's language", () => {
  beforeAll(() => showLanguage({ language: "ru", catalogue: ru, errors: russianErrors }));
  afterAll(() => showLanguage({ language: "en", catalogue: en, errors: englishErrors }));

  it("uses the demo's words, else @tollgate/i18n's for a code it knows, else names the code", () => {
    expect(linkErrorText("token_expired")).toBe(
      "Срок действия ссылки истёк. Запросите новую ниже.",
    );
    expect(linkErrorText("organization_not_found")).toBe(
      `${russianErrors.messages.ORGANIZATION_NOT_FOUND}.`,
    );
    expect(linkErrorText("mystery_code")).toBe("Что-то пошло не так (mystery_code).");
  });
});
