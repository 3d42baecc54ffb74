import type { ReadableAtom } from "nanostores";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Subscribes a component to any nanostores atom. The server snapshot is the atom's current
 * (initial) value, so rendering on the server never mounts the store and never fetches.
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, store.get, store.get);
}
