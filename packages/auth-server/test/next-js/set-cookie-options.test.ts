import { describe, expect, it } from "vitest";
import { readSetCookie } from "../../src/next-js/set-cookie-options";

describe("readSetCookie", () => {
  it("reads a session cookie's name, decoded value and attributes", () => {
    expect(
      readSetCookie(
        "better-auth.session_token=abc%2Bdef.sig%3D; Max-Age=604800; Domain=example.com; Path=/; HttpOnly; Secure; SameSite=Lax; Partitioned",
      ),
    ).toEqual({
      name: "better-auth.session_token",
      value: "abc+def.sig=",
      options: {
        maxAge: 604800,
        domain: "example.com",
        path: "/",
        httpOnly: true,
        secure: true,
        sameSite: "lax",
        partitioned: true,
      },
    });
  });

  it("reads an expiry and an expired cookie", () => {
    expect(readSetCookie("a=; Max-Age=0; Path=/")?.options).toEqual({ maxAge: 0, path: "/" });
    expect(readSetCookie("a=1; Expires=Thu, 01 Jan 2037 00:00:00 GMT")?.options.expires).toEqual(
      new Date("2037-01-01T00:00:00Z"),
    );
  });

  it("ignores what it cannot read", () => {
    expect(readSetCookie("no-equals-sign")).toBeNull();
    expect(readSetCookie("a=%E0%A4%A; SameSite=sometimes; Max-Age=soon")).toEqual({
      name: "a",
      value: "%E0%A4%A",
      options: {},
    });
  });
});
