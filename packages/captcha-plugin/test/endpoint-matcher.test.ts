import { describe, expect, it } from "vitest";
import { endpointMatcher } from "../src/endpoint-matcher";

describe("endpointMatcher", () => {
  it("matches exact paths, ignoring trailing and repeated slashes", () => {
    const matches = endpointMatcher(["/sign-up/email"]);
    expect(matches("/sign-up/email")).toBe(true);
    expect(matches("/sign-up/email/")).toBe(true);
    expect(matches("//sign-up//email")).toBe(true);
    expect(matches("/sign-up/emailx")).toBe(false);
    expect(matches("/sign-up")).toBe(false);
  });

  it("* matches one segment, ** any rest", () => {
    const one = endpointMatcher(["/sign-in/*"]);
    expect(one("/sign-in/email")).toBe(true);
    expect(one("/sign-in/email/extra")).toBe(false);
    const rest = endpointMatcher(["/organization/**"]);
    expect(rest("/organization/create")).toBe(true);
    expect(rest("/organization/a/b")).toBe(true);
    expect(rest("/organizations")).toBe(false);
  });

  it("treats regular-expression characters in patterns literally", () => {
    const matches = endpointMatcher(["/a.b/*"]);
    expect(matches("/a.b/c")).toBe(true);
    expect(matches("/axb/c")).toBe(false);
  });
});
