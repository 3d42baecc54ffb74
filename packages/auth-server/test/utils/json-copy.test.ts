import { describe, expect, it } from "vitest";
import { copyFlatRecord, copyJsonLike, isSameFlatRecord } from "../../src/utils/json-copy";

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

describe("isSameFlatRecord", () => {
  const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    isSameFlatRecord(copyFlatRecord(a), b);

  it("compares Dates by time and primitives by value", () => {
    expect(same({ a: 1, at: new Date(3), n: null }, { a: 1, at: new Date(3), n: null })).toBe(true);
    expect(same({ at: new Date(3) }, { at: new Date(4) })).toBe(false);
    expect(same({ a: "1" }, { a: 1 })).toBe(false);
  });

  it("differs on key order, missing or extra keys and undefined versus absent", () => {
    expect(same({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(same({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(same({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(same({ a: undefined }, { b: undefined })).toBe(false);
  });

  it("treats nested plain objects as different, class instances as the same when they are", () => {
    const shared = { x: 1 };
    expect(same({ o: shared }, { o: shared })).toBe(false);
    const money = new Money(1);
    expect(same({ money }, { money })).toBe(true);
  });

  it("treats invalid Dates as different (their JSON is written anew)", () => {
    expect(same({ at: new Date(Number.NaN) }, { at: new Date(Number.NaN) })).toBe(false);
  });

  it("holds its copy: a change to the record it was made from is seen as a difference", () => {
    const record = { a: 1, at: new Date(3) };
    const copy = copyFlatRecord(record);
    record.at.setTime(4);
    expect(isSameFlatRecord(copy, record)).toBe(false);
    expect(isSameFlatRecord(copy, { a: 1, at: new Date(3) })).toBe(true);
  });

  it("an enumerable key inherited by the record makes it different", () => {
    const record: Record<string, unknown> = Object.create({ inherited: 1 });
    record.a = 1;
    expect(isSameFlatRecord(copyFlatRecord({ a: 1 }), record)).toBe(false);
  });
});
