import type { ReadableAtom } from "nanostores";
import type { AuthFetch } from "../fetch/fetch-types";

/** Toggles the named signal atom (about 10 ms later) after a successful call on a matching path. */
export interface AtomListener {
  matcher(path: string): boolean;
  signal: string;
}

/**
 * A client plugin: the browser twin of a server plugin. Types only flow through
 * `$InferServerPlugin` (its endpoints become client methods); the rest is runtime behaviour.
 */
export interface AuthClientPlugin {
  id: string;
  /** Type carrier: `{} as ReturnType<typeof serverPlugin>`. Never read at runtime. */
  $InferServerPlugin?: { endpoints?: Record<string, unknown> };
  /** Paths whose method is not "POST with a body, else GET". */
  pathMethods?: Record<string, "GET" | "POST">;
  /** Stores the plugin exposes (React: `client.use<Name>()`). */
  atoms?: Record<string, ReadableAtom<unknown>>;
  atomListeners?: AtomListener[];
  /** Extra methods merged into the client. */
  getActions?: (fetch: AuthFetch) => Record<string, unknown>;
  /** Paths whose successful calls change the session (the store refetches after them). */
  sessionChangingPaths?: string[];
  /** Runtime error catalogue (CODE → message), merged into `client.$ERROR_CODES`. */
  errorCodes?: Record<string, string>;
}
