import { describe, expect, it } from "vitest";
import { initialsOf } from "../src/components/Avatar";

describe("a person's initials", () => {
  it("regression: an emoji stays whole (was 'A\uFFFD' from half a surrogate pair)", () => {
    expect(initialsOf("Ada 😀")).toBe("A😀");
    expect(initialsOf("😀")).toBe("😀");
    expect(initialsOf("👩‍💻 Grace")).toBe("👩‍💻G");
    expect(initialsOf("Ada 😀")).not.toContain("\uFFFD");
  });

  it("takes the first and last names' first letters, or a single name's first two", () => {
    expect(initialsOf("Ada King Lovelace")).toBe("AL");
    expect(initialsOf("ada")).toBe("AD");
    expect(initialsOf("  Émile  ")).toBe("ÉM");
  });
});
