/**
 * A base class whose constructor returns the object it is given, so that a subclass stamps its
 * private field onto an existing object (a Date, a client-form object). Such a field costs about
 * nothing — no WeakMap ephemeron for the garbage collector — and is invisible: not a key, not
 * copied, not compared by `deepStrictEqual`, not serialised.
 */
export class ReturnsTarget {
  constructor(target: object) {
    // biome-ignore lint/correctness/noConstructorReturn: returning the target is what stamps the private field on it
    return target;
  }
}
