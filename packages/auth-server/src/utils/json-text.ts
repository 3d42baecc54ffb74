import { BoundedMap } from "./bounded-map";

// JSON.stringify leaves its fast path for every Date (a toJSON call, then toISOString): a
// session answer carries six of them and spent most of its serialisation there. Dates are
// written here instead; everything else is still JSON.stringify's own work.

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);

const DAY = 86_400_000;
/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: the years written with four digits. */
const FIRST_FOUR_DIGIT_MS = -62_167_219_200_000;
const LAST_FOUR_DIGIT_MS = 253_402_300_799_999;

/**
 * "YYYY-MM-DDT" by day number. An answer's dates mostly share a few days (a list of members made
 * the same week), so the calendar part is worked out once per day.
 */
const dayPrefixes = new BoundedMap<number, string>(1024);

function dayPrefix(day: number, date: Date): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = date.toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}

// The time of day as three pieces made once each, when first needed: "HH:MM:" for each of the
// 1,440 minutes of a day, "SS." for each second, "mmmZ" for each millisecond (at most 2,500
// short strings). A date is then four pieces joined, not eight numbers turned into text.
const minutePieces: string[] = [];
const secondPieces: string[] = [];
const millisecondPieces: string[] = [];

const minutePiece = (minute: number) =>
  (minutePieces[minute] ??= `${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}:`);
const secondPiece = (second: number) => (secondPieces[second] ??= `${twoDigits(second)}.`);
const millisecondPiece = (millisecond: number) =>
  (millisecondPieces[millisecond] ??= `${String(millisecond).padStart(3, "0")}Z`);

/**
 * Date.prototype.toISOString for years 0–9999, null for an invalid date (as JSON writes it),
 * from remembered pieces: a fraction of toISOString's cost, and cheaper than making each part
 * from numbers, which adds up in answers with dozens of dates (an organization's members).
 */
export function isoDate(date: Date): string | null {
  const time = date.getTime();
  if (!(time >= FIRST_FOUR_DIGIT_MS && time <= LAST_FOUR_DIGIT_MS))
    return Number.isNaN(time) ? null : date.toISOString();
  const day = Math.floor(time / DAY);
  const ofDay = time - day * DAY;
  const minute = Math.floor(ofDay / 60_000);
  const ofMinute = ofDay - minute * 60_000;
  const second = Math.floor(ofMinute / 1000);
  return (
    dayPrefix(day, date) +
    minutePiece(minute) +
    secondPiece(second) +
    millisecondPiece(ofMinute - second * 1000)
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The object with its Dates (in plain objects and arrays) already turned into their JSON text.
 * Copy on write: an object or array is copied only when something inside it is a Date, so a
 * member's user (id, name, email, image) in a list of members is written as it is. Only objects
 * are visited (a primitive field is skipped where it is read), and keys come from for…in, which
 * needs no array per object; a key found there that is not the object's own (an enumerable field
 * someone put on Object.prototype) is left to JSON.stringify, which skips it too.
 */
function withDatesWritten(value: object): unknown {
  if (value instanceof Date) return isoDate(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (typeof item !== "object" || item === null) continue;
      const written = withDatesWritten(item);
      if (written === item) continue;
      copy ??= value.slice();
      copy[index] = written;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value) || typeof value.toJSON === "function") return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = value[key];
    if (typeof field !== "object" || field === null || !Object.hasOwn(value, key)) continue;
    const written = withDatesWritten(field);
    if (written === field) continue;
    copy ??= { ...value };
    copy[key] = written;
  }
  return copy ?? value;
}

/** Exactly JSON.stringify(value) for the values endpoints answer with, faster when they hold Dates. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(
    typeof value === "object" && value !== null ? withDatesWritten(value) : value,
  );
}
