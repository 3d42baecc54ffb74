import { en as englishErrors } from "@tollgate/i18n";
import { de as germanErrors } from "@tollgate/i18n/de";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorText } from "../src/errors/field-error-text";
import { showLanguage, translate } from "../src/i18n/language-store";
import { de } from "../src/i18n/messages/de";
import { en } from "../src/i18n/messages/en";

const refusal = (code: string, message: string, field?: string) => ({
  status: 400,
  statusText: "",
  code,
  message,
  ...(field ? { field } : {}),
});

describe("a server refusal shown under its field, in the reader's language", () => {
  beforeAll(() => showLanguage({ language: "de", catalogue: de, errors: germanErrors }));
  afterAll(() => showLanguage({ language: "en", catalogue: en, errors: englishErrors }));

  it("regression: 'Invalid body parameters.' becomes the field's label and what is wrong", () => {
    const label = translate("email.title");
    const text = fieldErrorText(
      refusal("VALIDATION_ERROR", "Invalid body parameters", "email"),
      label,
    );
    expect(text).toBe(`${label}: dieser Wert wird nicht angenommen.`);
  });

  it("regression: a long name names the label, never the raw key `name`", () => {
    const text = fieldErrorText(
      refusal("FIELD_TOO_LONG", "Field name is too long (at most 256 characters)", "name"),
      "Name",
    );
    expect(text).toBe("Name: zu lang.");
  });

  it("regression: the API-key plugin's name length refusal is worded with the label", () => {
    const text = fieldErrorText(
      refusal("INVALID_NAME_LENGTH", "The name length is either too large or too small."),
      translate("apiKeys.name"),
    );
    expect(text).toBe(`${translate("apiKeys.name")}: zu lang oder zu kurz.`);
  });

  it("keeps the demo's own words where it has them (a taken address)", () => {
    expect(
      fieldErrorText(refusal("ORGANIZATION_ALREADY_EXISTS", "Organization already exists"), "x"),
    ).toBe(translate("createOrg.slugTaken"));
  });
});
