import type { AuthClientError } from "../fetch/fetch-types";

/** The live session, as `$session` holds it and `useSession()` returns it. */
export interface SessionState<Data> {
  /** `{ session, user }`, or null when signed out (or not loaded yet). */
  data: Data | null;
  error: AuthClientError | null;
  /** True until the first answer arrives. */
  isPending: boolean;
  /** True while a later fetch is under way (data stays readable). */
  isRefetching: boolean;
  /** Fetches the session again (joins a fetch already under way). */
  refetch: (query?: { disableCookieCache?: boolean; disableRefresh?: boolean }) => Promise<void>;
}

export interface SessionOptions {
  /** Refetch when the tab becomes visible again (default true), at most once per throttle. */
  refetchOnWindowFocus?: boolean;
  /** Minimum ms between focus refetches (default 5000). */
  focusThrottle?: number;
  /** Sync sign-in/out across tabs through BroadcastChannel or storage events (default true). */
  crossTabSync?: boolean;
}
