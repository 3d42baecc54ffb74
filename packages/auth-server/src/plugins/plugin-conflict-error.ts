/**
 * Messages for plugin sets that cannot be assembled. These are start-up mistakes (two plugins
 * claiming the same name), never answers to an end user; each names both claimants.
 */
export const pluginConflictMessages = {
  duplicateId: (id: string, first: number, second: number) =>
    `plugins[${first}] and plugins[${second}] both have the id "${id}": each plugin needs its own id.`,
  duplicateEndpointKey: (key: string, first: string, second: string) =>
    `The endpoint key "${key}" is declared by ${first} and by ${second}: auth.api.${key} can only be one endpoint.`,
  duplicateRoute: (route: string, first: string, second: string) =>
    `${route} is routed by ${first} and by ${second}: one path and method, one endpoint.`,
  conflictingErrorCode: (code: string, first: string, second: string) =>
    `The error code "${code}" has one message for ${first} and another for ${second}: one code, one meaning.`,
} as const;

/** Two plugins (or a plugin and the core) claim the same id, endpoint key, route or error code. */
export class PluginConflictError extends Error {
  override readonly name = "PluginConflictError";
}
