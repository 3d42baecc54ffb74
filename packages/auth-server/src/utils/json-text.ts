// JSON.stringify leaves its fast path for every Date (a toJSON call, then toISOString): a
// session answer carries six of them and spent most of its serialisation there. Dates are
// written here instead; everything else is still JSON.stringify's own work.

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);
const threeDigits = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`;

/** Date.prototype.toISOString for years 0–9999, null for an invalid date (as JSON writes it). */
export function isoDate(date: Date): string | null {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year)) return null;
  if (year < 0 || year > 9999) return date.toISOString();
  return `${year < 1000 ? String(year).padStart(4, "0") : year}-${twoDigits(
    date.getUTCMonth() + 1,
  )}-${twoDigits(date.getUTCDate())}T${twoDigits(date.getUTCHours())}:${twoDigits(
    date.getUTCMinutes(),
  )}:${twoDigits(date.getUTCSeconds())}.${threeDigits(date.getUTCMilliseconds())}Z`;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The value with its Dates (in plain objects and arrays) already turned into their JSON text. */
function withDatesWritten(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Date) return isoDate(value);
  if (Array.isArray(value)) return value.map(withDatesWritten);
  if (!isPlainObject(value) || typeof value.toJSON === "function") return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = withDatesWritten(value[key]);
  return copy;
}

/** Exactly JSON.stringify(value) for the values endpoints answer with, faster when they hold Dates. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(withDatesWritten(value));
}
