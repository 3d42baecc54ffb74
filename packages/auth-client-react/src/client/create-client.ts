import { CORE_PATHS } from "@tollgate/auth-server/client-paths";
import type { ReadableAtom } from "nanostores";
import { createFetch } from "../fetch/create-fetch";
import type { AuthFetch } from "../fetch/fetch-types";
import type { AtomListener, AuthClientPlugin } from "../plugin/auth-client-plugin";
import { createProxy } from "../proxy/create-proxy";
import { followRedirect } from "../redirect/follow-redirect";
import { createCrossTabChannel } from "../session/cross-tab-channel";
import { createFetchingStore } from "../store/fetching-store";
import { createSignalRegistry } from "../store/signal-registry";
import type { AuthClientOptions } from "./client-options";

const SESSION_SIGNAL = "$sessionSignal";

/**
 * Everything one client owns: its fetch, signals, session atom and plugin extras, behind the
 * typed proxy. All state lives here, per call, so two clients (or two server-side requests)
 * never share any. `bind` adds a framework's members (React's hooks) to the client's root.
 */
export function createClient<Client>(
  options: AuthClientOptions = {},
  bind: (root: Record<string, unknown>, atoms: Record<string, ReadableAtom<unknown>>) => void,
): Client {
  const plugins = options.plugins ?? [];
  const { sessionOptions = {} } = options;
  // Outside a page (server rendering, tests) there is no location: relative to nothing.
  const origin = options.baseURL ?? globalThis.location?.origin ?? "";
  const base = origin.replace(/\/$/, "") + (options.basePath ?? "/api/auth");
  const crossTabSync = sessionOptions.crossTabSync !== false;
  const crossTab = createCrossTabChannel(`tollgate-session:${base}`);
  const atoms: Record<string, ReadableAtom<unknown>> = {};
  const $store = createSignalRegistry(atoms);

  // The core's declarations first, in the same shape as plugins': no path is known otherwise.
  const declared: readonly Omit<AuthClientPlugin, "id">[] = [CORE_PATHS, ...plugins];
  const sessionPaths = declared.flatMap((plugin) => plugin.sessionChangingPaths ?? []);
  const changesSession = (path: string) => sessionPaths.includes(path);
  const listeners: AtomListener[] = [
    { matcher: changesSession, signal: SESSION_SIGNAL },
    ...declared.flatMap((plugin) => plugin.atomListeners ?? []),
  ];

  // Plugins carry their own hooks (onSuccess, …): each is a stage of every call.
  const send = createFetch(base, options.fetchOptions ?? {}, plugins);
  const $fetch: AuthFetch = async (path, call) => {
    const result = await send(path, call);
    if (result.error) return result;
    if (!options.disableDefaultFetchPlugins) followRedirect(result.data);
    // Only changes set stores off (POSTs always carry a body; GET links that sign in are
    // session-changing paths): a store's own read would flip the signals of every store its
    // path matches, and they would refetch each other forever.
    const session = changesSession(path);
    if (call?.body || session)
      for (const listener of listeners) if (listener.matcher(path)) $store.notify(listener.signal);
    if (crossTabSync && session) crossTab.announce();
    return result;
  };

  const $session = createFetchingStore(
    $fetch,
    "/get-session",
    [$store.signal(SESSION_SIGNAL), ...(crossTabSync ? [crossTab] : [])],
    sessionOptions.refetchOnWindowFocus === false
      ? undefined
      : (sessionOptions.focusThrottle ?? 5000),
  );
  atoms.session = $session;
  const pathMethods: Record<string, string> = {};
  const $ERROR_CODES: Record<string, string> = {};
  const root: Record<string, unknown> = {};
  for (const plugin of declared) {
    Object.assign(pathMethods, plugin.pathMethods);
    Object.assign(atoms, plugin.getAtoms?.($fetch, $store));
    Object.assign($ERROR_CODES, plugin.errorCodes);
    Object.assign(root, plugin.getActions?.($fetch, $store, options));
  }
  bind(root, atoms);
  Object.assign(root, { $fetch, $session, $store, $ERROR_CODES, $Infer: {} });
  return createProxy(root, $fetch, pathMethods);
}
