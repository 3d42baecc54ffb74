import type { PreinitializedWritableAtom } from "nanostores";

type Listener<Value> = Parameters<PreinitializedWritableAtom<Value>["listen"]>[0];
/** How nanostores types the value it hands listeners: Readonly<Value> for objects. */
type Seen<Value> = Parameters<Listener<Value>>[0];

/** The same value, seen through Readonly (nanostores' listener type). */
const readOnly = <Value>(value: Value) => value as Seen<Value>;

/**
 * A store with nanostores' atom interface (get, set, listen, subscribe, value, lc, off), so
 * `@nanostores/react`, Better Auth-style code and plugins read the client's stores unchanged,
 * without nanostores' batching queue and global epoch, which the client never needs: a third of
 * the bytes (the client-bundle benchmark). Listeners are called at once, in order, with the new
 * and the old value; one that unsubscribes meanwhile does not disturb the others. Like
 * nanostores, `get()` on a store nobody listens to listens for a moment (so a store that fetches
 * on mount fetches); `.value` reads without that. nanostores' `computed` follows it.
 */
export function atom<Value>(initial: Value): PreinitializedWritableAtom<Value> {
  const listeners: Listener<Value>[] = [];
  let current = initial;
  const store: PreinitializedWritableAtom<Value> = {
    init: initial,
    lc: 0,
    eq: Object.is,
    get value() {
      return current;
    },
    get() {
      if (!store.lc) store.listen(() => {})();
      return current;
    },
    set(next) {
      const old = current;
      if (store.eq(readOnly(old), readOnly(next))) return;
      current = next;
      store.notify(readOnly(old));
    },
    notify(oldValue) {
      // nanostores' protocol between its copies: derived stores (computed) recompute when the
      // shared epoch moved. Only there when nanostores itself is loaded.
      const { nanostoresGlobal } = globalThis as { nanostoresGlobal?: { epoch: number } };
      if (nanostoresGlobal) nanostoresGlobal.epoch++;
      for (const listener of [...listeners]) listener(readOnly(current), oldValue);
    },
    listen(listener) {
      const own: Listener<Value> = (value, oldValue) => listener(value, oldValue);
      Object.assign(store, { lc: listeners.push(own) });
      return () => {
        const index = listeners.indexOf(own);
        if (index < 0) return;
        listeners.splice(index, 1);
        Object.assign(store, { lc: listeners.length });
        if (!store.lc) store.off();
      };
    },
    off() {},
    subscribe(listener) {
      const stop = store.listen(listener);
      listener(readOnly(current));
      return stop;
    },
  };
  return store;
}
