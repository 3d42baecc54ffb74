import type { ReadableAtom } from "nanostores";
import type { AuthClientOptions } from "../client/client-options";
import type { AuthFetch, FetchHooks } from "../fetch/fetch-types";
import type { AuthStore } from "../store/signal-registry";

/** Flips the named signal (about 10 ms later) after a successful call on a matching path. */
export interface AtomListener {
  matcher(path: string): boolean;
  signal: string;
}

/**
 * A client plugin: the browser twin of a server plugin (Better Auth's client plugin shape).
 * Types only flow through `$InferServerPlugin` (its endpoints become client methods); the rest
 * is runtime behaviour. The client keeps no list of any plugin's paths: what it must know about
 * them, the plugin declares here. Its `onRequest`, `onResponse`, `onSuccess` and `onError` run on
 * every call of the client, before the client's `fetchOptions` hooks and the call's own: what
 * Better Auth's client plugins do with `fetchPlugins` (e.g. `twoFactorClient({ onTwoFactorRedirect })`).
 */
export interface AuthClientPlugin extends FetchHooks {
  id: string;
  /** Type carrier: `{} as ReturnType<typeof serverPlugin>`. Never read at runtime. */
  $InferServerPlugin?: { endpoints?: Record<string, unknown>; errorCodes?: Record<string, string> };
  /** Methods of paths that are not "POST with body fields, else GET" (a POST without a body). */
  pathMethods?: Record<string, "GET" | "POST">;
  /** Paths whose successful calls change the session (the session store refetches after them). */
  sessionChangingPaths?: readonly string[];
  /**
   * The plugin's stores, built once per client (React: `client.use<Name>()`); stores that fetch
   * are made with `createFetchingStore($fetch, path, [$store.signal(name)])`.
   */
  getAtoms?: ($fetch: AuthFetch, $store: AuthStore) => Record<string, ReadableAtom<unknown>>;
  /** Signals to flip after successful calls on matching paths (their stores then refetch). */
  atomListeners?: AtomListener[];
  /**
   * Extra members merged into the client. An object (not a function) is a namespace, merged with the paths
   * at its position (`{ admin: { checkRolePermission } }` next to `client.admin.listUsers`).
   */
  getActions?: (
    $fetch: AuthFetch,
    $store: AuthStore,
    options: AuthClientOptions,
  ) => Record<string, unknown>;
  /** Runtime error catalogue (CODE → message), merged into `client.$ERROR_CODES`. */
  errorCodes?: Record<string, string>;
}
