import { isServerOnly, methodsOf } from "../api/router";
import type { ErrorCatalogue } from "../errors/define-error-codes";
import { PluginConflictError, pluginConflictMessages } from "./plugin-conflict-error";
import type { AnyEndpoint, AuthPlugin } from "./plugin-types";

interface Claim {
  /** "core" or `plugin "<id>"`. */
  owner: string;
  /** What the owner claimed it with: an endpoint key, an error message. */
  detail: string;
}

const ownerOf = (plugin: AuthPlugin) => `plugin "${plugin.id}"`;

/** A path with its parameters unnamed, so /a/:id and /a/:slug are the same route. */
const routeShape = (path: string) => path.replace(/\/:[^/]+/g, "/:");

function refuseDuplicateIds(plugins: readonly AuthPlugin[]): void {
  const seen = new Map<string, number>();
  plugins.forEach((plugin, index) => {
    const first = seen.get(plugin.id);
    if (first !== undefined) {
      throw new PluginConflictError(pluginConflictMessages.duplicateId(plugin.id, first, index));
    }
    seen.set(plugin.id, index);
  });
}

function claimRoutes(
  routes: Map<string, Claim>,
  owner: string,
  key: string,
  endpoint: AnyEndpoint,
) {
  if (!endpoint.path || isServerOnly(endpoint)) return;
  for (const method of methodsOf(endpoint)) {
    const route = `${method} ${routeShape(endpoint.path)}`;
    const claim = routes.get(route);
    if (claim) {
      throw new PluginConflictError(
        pluginConflictMessages.duplicateRoute(
          `${method} ${endpoint.path}`,
          `${claim.owner} (${claim.detail})`,
          `${owner} (${key})`,
        ),
      );
    }
    routes.set(route, { owner, detail: key });
  }
}

function claimErrorCodes(codes: Map<string, Claim>, owner: string, catalogue: ErrorCatalogue) {
  for (const [code, message] of Object.entries(catalogue)) {
    const claim = codes.get(code);
    // Messages that differ only in case mean the same: the spec itself words a code both ways
    // (the core's "Email not verified", the username plugin's "email not verified").
    if (claim && claim.detail.toLowerCase() !== message.toLowerCase()) {
      throw new PluginConflictError(
        pluginConflictMessages.conflictingErrorCode(
          code,
          `${claim.owner} ("${claim.detail}")`,
          `${owner} ("${message}")`,
        ),
      );
    }
    codes.set(code, { owner, detail: message });
  }
}

/**
 * The core's endpoints and error codes with every plugin's, refused at start-up (a
 * PluginConflictError naming both claimants) when two plugins share an id, or two owners (a
 * plugin, another plugin or the core) declare the same endpoint key, route the same path and
 * method (parameter names aside), or give one error code two messages. Nothing is silently
 * overwritten; a plugin may repeat a code with the same message.
 */
export function assemblePlugins(
  core: { endpoints: Record<string, AnyEndpoint>; errorCodes: ErrorCatalogue },
  plugins: readonly AuthPlugin[],
): { endpoints: Record<string, AnyEndpoint>; errorCodes: Record<string, string> } {
  refuseDuplicateIds(plugins);
  const keys = new Map<string, string>();
  const routes = new Map<string, Claim>();
  const codes = new Map<string, Claim>();
  const endpoints: Record<string, AnyEndpoint> = {};
  const claimEndpoints = (owner: string, declared: Record<string, AnyEndpoint>) => {
    for (const [key, endpoint] of Object.entries(declared)) {
      const previous = keys.get(key);
      if (previous) {
        throw new PluginConflictError(
          pluginConflictMessages.duplicateEndpointKey(key, previous, owner),
        );
      }
      keys.set(key, owner);
      claimRoutes(routes, owner, key, endpoint);
      endpoints[key] = endpoint;
    }
  };
  claimEndpoints("core", core.endpoints);
  claimErrorCodes(codes, "core", core.errorCodes);
  for (const plugin of plugins) {
    claimEndpoints(ownerOf(plugin), plugin.endpoints ?? {});
    claimErrorCodes(codes, ownerOf(plugin), plugin.errorCodes ?? {});
  }
  const errorCodes: Record<string, string> = {};
  for (const [code, claim] of codes) errorCodes[code] = claim.detail;
  return { endpoints, errorCodes };
}
