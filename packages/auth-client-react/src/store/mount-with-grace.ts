import type { ReadableAtom } from "nanostores";

/**
 * Runs `mount` when `store` gets its first listener, and the cleanup it returns 1000 ms after
 * the last listener leaves, unless one came back meanwhile (StrictMode and Suspense remounts
 * reuse the mount). nanostores' own `onMount` waits 1000 ms too, but from the first departure
 * (its earlier timer releases a store whose newer listener left only moments ago), so this wraps
 * the atom the way `onMount` does: nanostores' `get()` and `subscribe()` go through `listen`, and
 * its `listen` calls `off()` when the last listener leaves.
 */
export function mountWithGrace<Value>(store: ReadableAtom<Value>, mount: () => () => void): void {
  const { listen } = store;
  let unmount: (() => void) | undefined;
  let release: ReturnType<typeof setTimeout> | undefined;
  store.listen = (listener) => {
    // Listening first: the mount may read the store, and `get()` on a store without listeners
    // would listen (and so mount) again.
    const stop = listen(listener);
    unmount ??= mount();
    return stop;
  };
  store.off = () => {
    // Counted from the latest departure: an earlier one's timer must not release it sooner.
    clearTimeout(release);
    release = setTimeout(() => {
      if (store.lc || !unmount) return;
      unmount();
      unmount = undefined;
    }, 1000);
  };
}
