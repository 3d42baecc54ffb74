/**
 * A copy of a value made of what the server's records hold (plain objects, arrays, Dates,
 * primitives) that shares nothing mutable with the original: memos hand out copies, so a caller
 * that edits its answer never edits the memo.
 */
export function copyJsonLike<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(copyJsonLike) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = copyJsonLike(field);
  return copy as T;
}

/** A flat record as remembered: its keys in order, and a copy (copyJsonLike) of each value. */
export interface FlatRecordCopy {
  keys: readonly string[];
  values: readonly unknown[];
}

export function copyFlatRecord(record: Record<string, unknown>): FlatRecordCopy {
  const keys = Object.keys(record);
  return { keys, values: keys.map((key) => copyJsonLike(record[key])) };
}

function sameValue(remembered: unknown, value: unknown): boolean {
  if (remembered === value) return true;
  return (
    remembered instanceof Date && value instanceof Date && remembered.getTime() === value.getTime()
  );
}

/**
 * True when a record has the keys of the copy in the same order (so the same JSON text) with
 * the same primitive values or equal Dates. A nested plain object counts as different (the copy
 * holds a copy of it; callers then redo their work, which is always correct). Walks the record
 * with for…in, which makes no array of its keys; an inherited enumerable key only makes it
 * different.
 */
export function isSameFlatRecord(copy: FlatRecordCopy, record: Record<string, unknown>): boolean {
  const { keys, values } = copy;
  let index = 0;
  for (const key in record) {
    if (key !== keys[index] || !sameValue(values[index], record[key])) return false;
    index++;
  }
  return index === keys.length;
}
