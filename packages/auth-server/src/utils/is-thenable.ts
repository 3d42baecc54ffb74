/**
 * A promise or any other thenable: what `await` would wait for. The request path awaits what a
 * hook or a rule returns only when it is one: awaiting a plain value still costs a turn of the
 * microtask queue, and most of them answer at once.
 */
export function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    "then" in value &&
    typeof value.then === "function"
  );
}
