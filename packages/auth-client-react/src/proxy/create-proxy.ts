import type { AuthFetch, FetchOptions } from "../fetch/fetch-types";
import { isRecord } from "../util/is-record";
import { callEndpoint, type EndpointInput } from "./call-endpoint";
import { pathFromKeys } from "./path-from-keys";

/**
 * The typed client's runtime: `root`'s members first, then any property chain becomes a path
 * (`client.signIn.email(…)` → POST /sign-in/email). An object (not a function) among plugins'
 * actions is a namespace merged with the path at its position, at any depth: with `{ admin: {
 * checkRolePermission } }`, `client.admin.checkRolePermission` is the action and
 * `client.admin.listUsers(…)` still GETs /admin/list-users. The client's own `$` members
 * (`$store`, `$Infer`, …) are answered as they are (a plain-object check would cost the
 * bundle budget bytes, and atoms are object literals anyway). This is the one place where dynamic values
 * meet the inferred types, so the casts live here.
 */
export function createProxy<Client>(
  root: Record<string, unknown>,
  fetch: AuthFetch,
  pathMethods: Record<string, string>,
): Client {
  const at = (keys: string[], namespace?: Record<string, unknown>): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) => {
        // `then` stays undefined so awaiting the client (or a branch) does not call a path.
        if (typeof key === "symbol" || key === "then") return undefined;
        const value = namespace?.[key];
        return isRecord(value) && key[0] !== "$"
          ? at([...keys, key], value)
          : (value ?? at([...keys, key]));
      },
      apply: (_target, _this, args: unknown[]) => {
        const [input, options] = args;
        return callEndpoint(
          fetch,
          pathMethods,
          pathFromKeys(keys),
          // The inferred method signatures guarantee these shapes to typed callers.
          isRecord(input) ? (input as EndpointInput) : undefined,
          isRecord(options) ? (options as FetchOptions) : undefined,
        );
      },
    });
  // The proxy answers every property the inferred Client type names (paths or root members).
  return at([], root) as Client;
}
