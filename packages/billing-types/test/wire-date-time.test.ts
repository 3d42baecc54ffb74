import { describe, expect, it } from "vitest";
import { wireDateTime } from "../src/compile/wire-date-time";
import { isWireDate } from "../src/derive/wire-date";
import { random } from "./mutations";

const pad = (value: number, width: number) => String(value).padStart(width, "0");

describe("wire dates by arithmetic", () => {
  it("gives new Date(text) for every wire date (random years 0000–9999, fractions, offsets)", () => {
    const next = random(2025);
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const fraction = next(5) === 0 ? "" : `.${pad(next(10 ** 6), 1 + next(9)).slice(-9)}`;
      const offset =
        next(3) === 0 ? "Z" : `${next(2) ? "+" : "-"}${pad(next(24), 2)}:${pad(next(60), 2)}`;
      const year = next(4) === 0 ? next(10_000) : 1900 + next(250);
      const text = `${pad(year, 4)}-${pad(1 + next(12), 2)}-${pad(1 + next(31), 2)}T${pad(next(24), 2)}:${pad(next(60), 2)}:${pad(next(60), 2)}${fraction}${offset}`;
      if (!isWireDate(text)) continue;
      checked++;
      expect(wireDateTime(text), text).toBe(new Date(text).getTime());
    }
    expect(checked).toBeGreaterThan(15_000);
  });

  it.each([
    "2024-02-29T23:59:59.999999999+23:59",
    "0000-01-01T00:00:00Z",
    "0099-12-31T23:59:59.9-00:01",
    "1970-01-01T00:00:00.000Z",
    "1969-12-31T23:59:59.5Z",
    "9999-12-31T23:59:59.999Z",
    "2000-02-29T12:00:00.12+05:30",
  ])("%s", (text) => {
    expect(isWireDate(text)).toBe(true);
    expect(wireDateTime(text)).toBe(new Date(text).getTime());
  });
});
