import type { ReadableAtom } from "nanostores";
import { createFetch } from "../fetch/create-fetch";
import type { AuthFetch } from "../fetch/fetch-types";
import type { AtomListener } from "../plugin/auth-client-plugin";
import { followRedirect } from "../redirect/follow-redirect";
import { createCrossTabChannel } from "../session/cross-tab-channel";
import { isCoreSessionChangingPath } from "../session/session-changing-paths";
import { createSessionStore } from "../session/session-store";
import { createSignalRegistry } from "../store/signal-registry";
import type { AuthClientOptions } from "./client-options";

const SESSION_SIGNAL = "$sessionSignal";

/**
 * Everything one client owns: its fetch, signals, session atom and plugin extras. All state
 * lives here, per call, so two clients (or two server-side requests) never share any.
 */
export function createClientRuntime(options: AuthClientOptions) {
  const plugins = options.plugins ?? [];
  const origin = options.baseURL ?? (typeof window === "undefined" ? "" : window.location.origin);
  const base = origin.replace(/\/$/, "") + (options.basePath ?? "/api/auth");
  const signals = createSignalRegistry();
  const crossTab = createCrossTabChannel(`tollgate-session:${base}`);

  const pluginSessionPaths = new Set(
    plugins.flatMap((plugin) => plugin.sessionChangingPaths ?? []),
  );
  const changesSession = (path: string) =>
    isCoreSessionChangingPath(path) || pluginSessionPaths.has(path);
  const listeners: AtomListener[] = [
    { matcher: changesSession, signal: SESSION_SIGNAL },
    ...plugins.flatMap((plugin) => plugin.atomListeners ?? []),
  ];

  const send = createFetch(base, options.fetchOptions ?? {});
  const $fetch: AuthFetch = async (path, call) => {
    const result = await send(path, call);
    if (result.error) return result;
    if (!options.disableDefaultFetchPlugins) followRedirect(result.data);
    for (const listener of listeners) {
      if (listener.matcher(path)) signals.notify(listener.signal);
    }
    if (changesSession(path) && options.sessionOptions?.crossTabSync !== false) crossTab.announce();
    return result;
  };

  const $session = createSessionStore(
    $fetch,
    signals.signal(SESSION_SIGNAL),
    crossTab,
    options.sessionOptions ?? {},
  );
  const atoms: Record<string, ReadableAtom<unknown>> = { session: $session };
  const pathMethods: Record<string, string> = {};
  const errorCodes: Record<string, string> = {};
  const actions: Record<string, unknown> = {};
  for (const plugin of plugins) {
    Object.assign(atoms, plugin.atoms);
    Object.assign(pathMethods, plugin.pathMethods);
    Object.assign(errorCodes, plugin.errorCodes);
    Object.assign(actions, plugin.getActions?.($fetch));
  }

  return {
    $fetch,
    $session,
    $store: { atoms, notify: signals.notify, listen: signals.listen },
    $ERROR_CODES: errorCodes,
    actions,
    pathMethods,
  };
}

export type ClientRuntime = ReturnType<typeof createClientRuntime>;
