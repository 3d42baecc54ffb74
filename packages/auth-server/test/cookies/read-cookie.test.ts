import { describe, expect, it } from "vitest";
import { parseCookieHeader, readCookie } from "../../src/cookies/cookie-parse";

const headers = [
  "",
  "a=1",
  "a=1; b=2",
  " a = 1 ;b=2;",
  "a=1; a=2",
  "x=1; tollgate.session_token=abc.def%3D; tollgate.session_data=e30.sig",
  'q="quoted value"; r="half',
  "bad=%E0%A4%A; good=%C3%A9",
  "novalue; a=; =orphan; b==x=y",
  "ab=1; a=2",
  "a\t=\t3",
  ";;; a=1 ;;",
];

const names = ["a", "b", "q", "r", "bad", "good", "x", "ab", "tollgate.session_token", "missing"];

describe("readCookie", () => {
  it("finds exactly what parseCookieHeader finds, for every name", () => {
    for (const header of headers) {
      const parsed = parseCookieHeader(header);
      for (const name of names) {
        expect(readCookie(header, name), `${name} in ${JSON.stringify(header)}`).toBe(
          parsed.get(name),
        );
      }
    }
  });

  it("agrees on random headers built from awkward pieces", () => {
    const pieces = ["a", "b", "=", ";", " ", "%", "%41", '"', "ab", "\t", "1"];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 2000; round++) {
      let header = "";
      const length = next() % 16;
      for (let index = 0; index < length; index++) header += pieces[next() % pieces.length];
      const parsed = parseCookieHeader(header);
      for (const name of ["a", "b", "ab"]) {
        expect(readCookie(header, name), JSON.stringify(header)).toBe(parsed.get(name));
      }
    }
  });

  it("answers undefined without a header or a name", () => {
    expect(readCookie(null, "a")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
    expect(readCookie("a=1", "")).toBeUndefined();
  });
});
