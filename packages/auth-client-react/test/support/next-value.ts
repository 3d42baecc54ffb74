import type { ReadableAtom } from "nanostores";

/** Resolves with the atom's value once `accept` holds (checking the current value first). */
export function nextValue<Value>(
  store: ReadableAtom<Value>,
  accept: (value: Value) => boolean,
): Promise<Value> {
  return new Promise((resolve) => {
    const current = store.get();
    if (accept(current)) return resolve(current);
    const stop = store.listen((value) => {
      if (!accept(value)) return;
      stop();
      resolve(value);
    });
  });
}
