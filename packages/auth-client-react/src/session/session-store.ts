import { atom, type ReadableAtom } from "nanostores";
import type { AuthFetch } from "../fetch/fetch-types";
import { onPageVisible } from "./focus-refetch";
import { mountWithGrace } from "./mount-with-grace";
import type { SessionOptions, SessionState } from "./session-state";

/** Calls its argument whenever the session may have changed; returns the unsubscribe. */
export type SessionChangeSource = (invalidate: () => void) => () => void;

/**
 * The session atom. Mounted (first listener) it fetches /get-session once and follows the
 * change sources (the session signal, other tabs) and page focus; every caller shares one
 * in-flight request. The mount is released 1000 ms after the last listener leaves, so remounts
 * inside that window fetch nothing. Nothing is fetched without `window` (server rendering).
 */
export function createSessionStore(
  fetch: AuthFetch,
  sources: SessionChangeSource[],
  options: SessionOptions,
): ReadableAtom<SessionState<unknown>> {
  let inFlight: Promise<void> | undefined;
  let stale = false;
  let lastFetchAt = 0;

  const load = async (query?: Record<string, unknown>): Promise<void> => {
    // `.value`, not `.get()`: reading must not mount the store (a mount fetches).
    const before = $session.value;
    if (!before.isPending) $session.set({ ...before, isRefetching: true });
    lastFetchAt = Date.now();
    const { data, error } = await fetch("/get-session", query ? { query } : {});
    // Done before publishing, so a listener that calls refetch() starts a new request.
    inFlight = undefined;
    const last = $session.value;
    $session.set({
      ...last,
      // A 401 means signed out; any other failure keeps what we knew.
      data: error ? (error.status === 401 ? null : last.data) : data,
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

  /** The session changed: an answer already on its way may be outdated, so fetch once more. */
  const invalidate = () => {
    if (inFlight) stale = true;
    else void refetch();
  };

  const $session = atom<SessionState<unknown>>({
    data: null,
    error: null,
    isPending: true,
    isRefetching: false,
    refetch,
  });

  mountWithGrace($session, () => {
    if (typeof window === "undefined") return () => {};
    const stops = sources.map((source) => source(invalidate));
    if (options.refetchOnWindowFocus !== false) {
      const throttle = options.focusThrottle ?? 5000;
      stops.push(onPageVisible(() => Date.now() - lastFetchAt >= throttle && invalidate()));
    }
    void refetch();
    return () => {
      for (const stop of stops) stop();
    };
  });

  return $session;
}
