import { describe, expect, it } from "vitest";
import { afterSignIn } from "../src/router/after-sign-in";

describe("afterSignIn", () => {
  it("goes to a path of this app given as next", () => {
    expect(afterSignIn(new URLSearchParams("next=/accept-invitation?id=abc"))).toBe(
      "/accept-invitation?id=abc",
    );
  });

  it("goes to the account page otherwise, never to another site", () => {
    for (const next of ["", "https://evil.example", "//evil.example", "/\\evil.example", "account"])
      expect(afterSignIn(new URLSearchParams({ next }))).toBe("/account");
    expect(afterSignIn(new URLSearchParams())).toBe("/account");
  });
});
