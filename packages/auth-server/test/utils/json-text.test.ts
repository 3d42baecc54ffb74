import { describe, expect, it } from "vitest";
import { isoDate, toJsonText } from "../../src/utils/json-text";

class Point {
  constructor(
    public x: number,
    public y: Date,
  ) {}
}

const values: Record<string, unknown> = {
  "a session answer": {
    session: { id: "s", expiresAt: new Date("2026-11-29T17:55:14.670Z"), ipAddress: null },
    user: { id: "u", emailVerified: false, createdAt: new Date(0), image: undefined },
  },
  "dates at the edges of the four-digit years": [
    new Date("0001-01-01T00:00:00.000Z"),
    new Date("0999-12-31T23:59:59.999Z"),
    new Date("9999-12-31T23:59:59.999Z"),
    new Date(Date.UTC(10000, 0, 1)),
    new Date(Date.UTC(-1, 0, 1)),
  ],
  "an invalid date": { when: new Date(Number.NaN) },
  "a top-level date": new Date(1_700_000_000_123),
  "nested arrays with holes and undefined": [[new Date(5)], undefined, 1, "x"],
  "a sparse array": Object.assign(new Array(3), { 1: new Date(6) }),
  "objects with their own toJSON": { money: { toJSON: () => ({ at: new Date(7) }) } },
  "class instances (own enumerable fields only)": new Point(1, new Date(9)),
  "a null-prototype object": Object.assign(Object.create(null), { at: new Date(11) }),
  "strings that need escaping": { 'quote"key': 'line\nbreak "and" \u2028 \ud800' },
  primitives: [0, -0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, true, null, "é"],
  "a Map (no enumerable fields)": new Map([["a", 1]]),
  "a date beside fields without one, in nested lists": {
    members: [{ at: new Date(12), user: { id: "u", tags: ["a"] } }, { user: { id: "v" } }],
    teams: [],
  },
  "an own __proto__ field beside a date": Object.assign(JSON.parse('{"__proto__": {"x": 1}}'), {
    at: new Date(13),
  }),
};

describe("toJsonText", () => {
  for (const [name, value] of Object.entries(values)) {
    it(`writes exactly what JSON.stringify writes: ${name}`, () => {
      expect(toJsonText(value)).toBe(JSON.stringify(value));
    });
  }

  it("writes every millisecond's date as toISOString does (sampled across the four-digit years)", () => {
    for (let step = 0; step < 2000; step++) {
      const time = Date.UTC(0, 0, 1) + Math.floor((step / 2000) * Date.UTC(9999, 11, 31)) + step;
      const date = new Date(time);
      expect(isoDate(date)).toBe(date.toISOString());
    }
  });

  it("writes the dates around midnight, the epoch and the four-digit edges as toISOString does", () => {
    const edges = [0, -1, 1, Date.UTC(2026, 0, 1) - 1, Date.UTC(2026, 0, 1), Date.UTC(0, 0, 1)];
    edges.push(-62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000);
    for (const time of edges) {
      const date = new Date(time);
      // Twice: the day's prefix is then taken from the memo.
      expect(isoDate(date)).toBe(date.toISOString());
      expect(isoDate(date)).toBe(date.toISOString());
    }
  });

  it("writes what JSON.stringify writes when Object.prototype has an enumerable field", () => {
    const value = { at: new Date(14), member: { user: { id: "u" } } };
    Object.defineProperty(Object.prototype, "polluted", {
      value: { at: new Date(15) },
      enumerable: true,
      configurable: true,
      writable: true,
    });
    let written: string;
    let expected: string;
    try {
      written = toJsonText(value);
      expected = JSON.stringify(value);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
    expect(written).toBe(expected);
    expect(written).not.toContain("polluted");
  });

  it("leaves the caller's objects untouched", () => {
    const at = new Date(3);
    const user = { id: "u", name: "Ann" };
    const value = { at, list: [at], member: { at, user } };
    const text = toJsonText(value);
    expect(value.at).toBe(at);
    expect(value.list[0]).toBe(at);
    expect(value.member).toEqual({ at, user });
    expect(value.member.user).toBe(user);
    expect(text).toBe(JSON.stringify(value));
  });
});
