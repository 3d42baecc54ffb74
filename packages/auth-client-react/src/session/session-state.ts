import type { FetchingState } from "../store/fetching-state";

/** The live session, as `$session` holds it and `useSession()` returns it. */
export type SessionState<Data> = FetchingState<
  Data,
  { disableCookieCache?: boolean; disableRefresh?: boolean }
>;

export interface SessionOptions {
  /** Refetch when the tab becomes visible again (default true), at most once per throttle. */
  refetchOnWindowFocus?: boolean;
  /** Minimum ms between focus refetches (default 5000). */
  focusThrottle?: number;
  /** Sync sign-in/out across tabs through BroadcastChannel or storage events (default true). */
  crossTabSync?: boolean;
}
