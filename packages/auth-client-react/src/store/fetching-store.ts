import { atom } from "nanostores";
import type { AuthFetch } from "../fetch/fetch-types";
import type { ChangeSource, FetchingState, FetchingStore } from "./fetching-state";
import { onPageVisible } from "./focus-refetch";
import { mountWithGrace } from "./mount-with-grace";

/**
 * A store that holds the answer of `path`: the session store (`/get-session`) and plugins'
 * stores (`getAtoms`) alike. Mounted (first listener) it fetches once and follows `refetchOn`
 * (and page focus when `focusThrottle` is given: at most one refetch per that many ms since the
 * last fetch); every caller shares one in-flight request, and a change during a fetch queues
 * one more. A 401 clears `data`; other errors keep it. The mount is released 1000 ms after the
 * last listener leaves, so remounts inside that window fetch nothing. Nothing is fetched
 * without `window` (server rendering).
 *
 * `Data` is what the path answers: `$fetch` is untyped, so the caller names it.
 */
export function createFetchingStore<Data = unknown>(
  fetch: AuthFetch,
  path: string,
  refetchOn: readonly ChangeSource[],
  focusThrottle?: number,
): FetchingStore<Data> {
  let inFlight: Promise<void> | undefined;
  let stale = false;
  let lastFetchAt = 0;

  const load = async (query?: Record<string, unknown>): Promise<void> => {
    // `.value`, not `.get()`: reading must not mount the store (a mount fetches).
    const before = $store.value;
    if (!before.isPending) $store.set({ ...before, isRefetching: true });
    lastFetchAt = Date.now();
    const { data, error } = await fetch(path, query ? { query } : {});
    // Done before publishing, so a listener that calls refetch() starts a new request.
    inFlight = undefined;
    const last = $store.value;
    $store.set({
      ...last,
      // A 401 means signed out; any other failure keeps what we knew. The caller names what
      // `path` answers (`Data`); $fetch cannot know it.
      data: error ? (error.status === 401 ? null : last.data) : (data as Data),
      error,
      isPending: false,
      isRefetching: false,
    });
    if (stale) {
      stale = false;
      void refetch();
    }
  };

  const refetch = (query?: Record<string, unknown>): Promise<void> => {
    inFlight ??= load(query);
    return inFlight;
  };

  /** Something changed: an answer already on its way may be outdated, so fetch once more. */
  const invalidate = () => {
    if (inFlight) stale = true;
    else void refetch();
  };

  const $store = atom<FetchingState<Data>>({
    data: null,
    error: null,
    isPending: true,
    isRefetching: false,
    refetch,
  });

  mountWithGrace($store, () => {
    if (typeof window === "undefined") return () => {};
    const stops = refetchOn.map((source) => source.listen(invalidate));
    if (focusThrottle !== undefined) {
      stops.push(onPageVisible(() => Date.now() - lastFetchAt >= focusThrottle && invalidate()));
    }
    void refetch();
    return () => {
      for (const stop of stops) stop();
    };
  });

  return $store;
}
