import type { ReadableAtom } from "nanostores";
import type { AuthClientError } from "../fetch/fetch-types";

/**
 * What a fetching store holds (`client.useSession()`, a plugin's `client.use<Name>()`): the
 * last answer of its path and the state of the request behind it.
 */
export interface FetchingState<Data, Query = Record<string, unknown>> {
  /** The last successful answer; null before the first one, and after a 401. */
  data: Data | null;
  error: AuthClientError | null;
  /** True until the first answer arrives. */
  isPending: boolean;
  /** True while a later fetch is under way (data stays readable). */
  isRefetching: boolean;
  /** Fetches again, with `query` if given (joins a fetch already under way). */
  refetch: (query?: Query) => Promise<void>;
}

/**
 * Something whose changes make a store refetch: a signal atom (`$store.signal(name)`), another
 * tab's announcements. `listen` returns the unsubscribe.
 */
export interface ChangeSource {
  listen(onChange: () => void): () => void;
}

/**
 * A nanostores atom holding a `FetchingState`, as `createFetchingStore` makes it. Named so that
 * plugins' declarations (their `getAtoms`) refer to this package's type, not to nanostores.
 */
export interface FetchingStore<Data, Query = Record<string, unknown>>
  extends ReadableAtom<FetchingState<Data, Query>> {}
