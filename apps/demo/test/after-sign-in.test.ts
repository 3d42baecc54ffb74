import { describe, expect, it } from "vitest";
import { afterSignIn, carryingNext } from "../src/router/after-sign-in";

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

describe("carryingNext", () => {
  it("adds the page to return to, escaped, after any query the path has", () => {
    const query = new URLSearchParams("next=/accept-invitation?id=abc");
    expect(carryingNext("/sign-up", query)).toBe("/sign-up?next=%2Faccept-invitation%3Fid%3Dabc");
    expect(carryingNext("/verified?x=1", query)).toBe(
      "/verified?x=1&next=%2Faccept-invitation%3Fid%3Dabc",
    );
  });

  it("adds nothing without a next of this app", () => {
    for (const next of ["https://evil.example", "//evil.example", "account"])
      expect(carryingNext("/sign-up", new URLSearchParams({ next }))).toBe("/sign-up");
    expect(carryingNext("/sign-in", new URLSearchParams())).toBe("/sign-in");
  });
});
