import { describe, expect, it } from "vitest";
import { copyJsonLike, sameFlatRecord } from "../../src/utils/json-copy";

class Money {
  constructor(public cents: number) {}
}

describe("copyJsonLike", () => {
  it("shares nothing mutable: objects, arrays and Dates are new", () => {
    const original = { at: new Date(5), tags: ["a"], nested: { n: 1 }, name: "x", none: null };
    const copy = copyJsonLike(original);
    expect(copy).toEqual(original);
    copy.at.setTime(9);
    copy.tags.push("b");
    copy.nested.n = 2;
    expect(original).toEqual({
      at: new Date(5),
      tags: ["a"],
      nested: { n: 1 },
      name: "x",
      none: null,
    });
  });

  it("keeps class instances as they are (they are not JSON-like)", () => {
    const money = new Money(100);
    expect(copyJsonLike({ money }).money).toBe(money);
  });
});

describe("sameFlatRecord", () => {
  it("compares Dates by time and primitives by value", () => {
    expect(
      sameFlatRecord({ a: 1, at: new Date(3), n: null }, { a: 1, at: new Date(3), n: null }),
    ).toBe(true);
    expect(sameFlatRecord({ at: new Date(3) }, { at: new Date(4) })).toBe(false);
    expect(sameFlatRecord({ a: "1" }, { a: 1 })).toBe(false);
  });

  it("differs on key order, missing keys and undefined versus absent", () => {
    expect(sameFlatRecord({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameFlatRecord({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFlatRecord({ a: undefined }, { b: undefined })).toBe(false);
  });

  it("treats nested objects as different unless they are the same object", () => {
    const shared = { x: 1 };
    expect(sameFlatRecord({ o: shared }, { o: shared })).toBe(true);
    expect(sameFlatRecord({ o: { x: 1 } }, { o: { x: 1 } })).toBe(false);
  });

  it("treats invalid Dates as different (their JSON is written anew)", () => {
    expect(sameFlatRecord({ at: new Date(Number.NaN) }, { at: new Date(Number.NaN) })).toBe(false);
  });
});
