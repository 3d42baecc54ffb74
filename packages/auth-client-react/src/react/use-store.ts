import type { ReadableAtom } from "nanostores";
import { useSyncExternalStore } from "react";

/**
 * Subscribes a component to any nanostores atom. The server snapshot is the atom's current
 * (initial) value, so rendering on the server never mounts the store and never fetches.
 * nanostores' methods never read `this`, so `listen` and `get` are passed as they are (and
 * keep their identity, so React never resubscribes).
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
