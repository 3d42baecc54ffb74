import { describe, expect, it } from "vitest";
import { errorText } from "../src/errors/error-text";

const banned = {
  status: 403,
  statusText: "Forbidden",
  code: "BANNED_USER",
  message: "You have been banned from this application",
  description: "Reason: spam. The ban ends at 2030-01-02T03:04:00.000Z.",
};

describe("a banned person's sign-in refusal", () => {
  it("gives the server's message, the reason and the end of the ban in the reader's time", () => {
    const end = new Date("2030-01-02T03:04:00.000Z");
    const local = end.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
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
});
