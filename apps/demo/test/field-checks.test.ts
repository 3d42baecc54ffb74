import { describe, expect, it } from "vitest";
import {
  atMost,
  emailAddress,
  findProblems,
  newPassword,
  optionalPictureUrl,
  optionalUsername,
  required,
  sameAs,
  slug,
} from "../src/forms/field-checks";

const noForm = {};

describe("the demo's field checks", () => {
  it("a required field is missing when empty or only spaces (regression: blank names were saved)", () => {
    const name = required("field.nameRequired");
    expect(name("", noForm)).toBe("field.nameRequired");
    expect(name("  \t ", noForm)).toBe("field.nameRequired");
    expect(name(" Ada ", noForm)).toBeNull();
  });

  it("an email address is asked for when empty and explained when malformed", () => {
    expect(emailAddress("", noForm)).toBe("field.emailRequired");
    expect(emailAddress("ada", noForm)).toBe("field.emailInvalid");
    expect(emailAddress("ada@example", noForm)).toBe("field.emailInvalid");
    expect(emailAddress(" ada@example.com ", noForm)).toBeNull();
  });

  it("a new password follows the server's limits, 8 to 128 characters", () => {
    expect(newPassword("", noForm)).toBe("field.passwordTooShort");
    expect(newPassword("1234567", noForm)).toBe("field.passwordTooShort");
    expect(newPassword("12345678", noForm)).toBeNull();
    expect(newPassword("x".repeat(128), noForm)).toBeNull();
    expect(newPassword("x".repeat(129), noForm)).toBe("field.passwordTooLong");
  });

  it("a username may be left empty, else follows the username plugin's rules", () => {
    expect(optionalUsername("", noForm)).toBeNull();
    expect(optionalUsername("ab", noForm)).toBe("field.usernameTooShort");
    expect(optionalUsername("a".repeat(31), noForm)).toBe("field.usernameTooLong");
    expect(optionalUsername("ada lovelace", noForm)).toBe("field.usernameInvalid");
    expect(optionalUsername("ada.love_1", noForm)).toBeNull();
  });

  it("a picture URL is empty, http(s) or data: (regression: 'not a url' was saved)", () => {
    expect(optionalPictureUrl("", noForm)).toBeNull();
    expect(optionalPictureUrl("https://example.com/a.png", noForm)).toBeNull();
    expect(optionalPictureUrl("http://example.com/a.png", noForm)).toBeNull();
    expect(optionalPictureUrl("data:image/png;base64,iVBORw0KGgo=", noForm)).toBeNull();
    for (const wrong of ["not a url", "example.com/a.png", "javascript:alert(1)", "ftp://x/a"]) {
      expect(optionalPictureUrl(wrong, noForm)).toBe("field.imageInvalid");
    }
  });

  it("a repeated value must equal the field it repeats", () => {
    const repeat = sameAs("password", "field.passwordsDiffer");
    expect(repeat("abc", { password: "abd" })).toBe("field.passwordsDiffer");
    expect(repeat("abc", { password: "abc" })).toBeNull();
  });

  it("finds every field's first problem at once (regression: an empty sign-up flagged only the email)", () => {
    const problems = findProblems(
      { name: "", email: "", username: "", password: "" },
      {
        name: [required("field.nameRequired")],
        email: [emailAddress],
        username: [optionalUsername],
        password: [newPassword],
      },
    );
    expect(problems).toEqual({
      name: "field.nameRequired",
      email: "field.emailRequired",
      password: "field.passwordTooShort",
    });
  });

  it("a bounded text counts characters as the server does (an emoji is one), after trimming", () => {
    const teamName = atMost(3);
    expect(teamName(" abc ", noForm)).toBeNull();
    expect(teamName("👩‍💻ab", noForm)).toEqual({ key: "field.tooLong", params: { count: 3 } });
    expect(teamName("😀ab", noForm)).toBeNull();
    expect(teamName("abcd", noForm)).toEqual({ key: "field.tooLong", params: { count: 3 } });
  });

  it("an organization's address is lowercase letters and digits with dashes between, 48 at most", () => {
    expect(slug("acme-inc", noForm)).toBeNull();
    expect(slug("Acme", noForm)).toBe("createOrg.slugInvalid");
    expect(slug("-acme", noForm)).toBe("createOrg.slugInvalid");
    expect(slug("", noForm)).toBe("createOrg.slugInvalid");
    expect(slug("a".repeat(49), noForm)).toEqual({ key: "field.tooLong", params: { count: 48 } });
  });
});
