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

function sameField(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
}

/**
 * True when two records have the same keys in the same order (so the same JSON text) with the
 * same primitive values or equal Dates. Nested objects count as different unless they are the
 * same object (callers then redo their work, which is always correct).
 */
export function sameFlatRecord(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    if (otherKeys[index] !== key || !sameField(a[key], b[key])) return false;
  }
  return true;
}
