/**
 * Objects the compiled path reads the way zod does: made by `JSON.parse` or an object literal
 * (prototype `Object.prototype` or `null`), so own enumerable keys are all the keys there are.
 * Anything else goes to the zod schema.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A map zod's `z.record` accepts and whose every key `Object.keys` lists: a plain object whose
 * `constructor` is `Object` (zod's own plain-object test) and that has no symbol keys (zod
 * rejects those; `Object.keys` would not see them).
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    value.constructor === Object &&
    Object.getOwnPropertySymbols(value).length === 0
  );
}

/**
 * Whether `for…in` over a plain object lists only its own keys: false once something has added
 * an enumerable key to `Object.prototype` (prototype pollution), and then zod decides.
 */
export function objectPrototypeIsClean(): boolean {
  for (const _ in Object.prototype) return false;
  return true;
}
