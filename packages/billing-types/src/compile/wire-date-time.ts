/**
 * The time of a wire date — text that already matched the wire date pattern
 * (`YYYY-MM-DDTHH:mm:ss[.fraction](Z|±HH:mm)`) — by arithmetic, several times faster than the
 * engine's date parser. Gives what `new Date(text).getTime()` gives: that format, with no
 * fraction or three digits, is defined exactly by ECMAScript; for longer fractions (Polar sends
 * microseconds) the engine decides, so they are computed here only on an engine that drops the
 * extra digits (V8 does; checked once below), and otherwise left to `new Date`.
 */
export function wireDateTime(text: string): number {
  const days = daysSinceEpoch(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
  let time = days * 86_400_000 + digits(text, 11, 2) * 3_600_000;
  time += digits(text, 14, 2) * 60_000 + digits(text, 17, 2) * 1_000;
  let index = 19;
  if (text.charCodeAt(index) === DOT) {
    const start = ++index;
    while (isDigit(text.charCodeAt(index))) index++;
    const count = index - start;
    if (count > 3 && !dropsDigitsPastMilliseconds) return new Date(text).getTime();
    time += count >= 3 ? digits(text, start, 3) : digits(text, start, count) * 10 ** (3 - count);
  }
  const sign = text.charCodeAt(index);
  if (sign === PLUS || sign === MINUS) {
    const offset = digits(text, index + 1, 2) * 60 + digits(text, index + 4, 2);
    time += (sign === PLUS ? -offset : offset) * 60_000;
  }
  return time;
}

const DOT = 46;
const PLUS = 43;
const MINUS = 45;
const ZERO = 48;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9;
}

function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    value = value * 10 + text.charCodeAt(index) - ZERO;
  }
  return value;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`). */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const dropsDigitsPastMilliseconds =
  new Date("2000-01-01T00:00:00.9999Z").getTime() === Date.UTC(2000, 0, 1, 0, 0, 0, 999) &&
  new Date("2000-01-01T00:00:00.4445+01:00").getTime() === Date.UTC(1999, 11, 31, 23, 0, 0, 444);
