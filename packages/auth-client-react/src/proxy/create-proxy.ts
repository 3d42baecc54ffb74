import type { AuthFetch, FetchOptions } from "../fetch/fetch-types";
import { isRecord } from "../util/is-record";
import { callEndpoint, type EndpointInput } from "./call-endpoint";
import { pathFromKeys } from "./path-from-keys";

/**
 * The typed client's runtime: `root`'s own members first, then any property chain becomes a
 * path (`client.signIn.email(…)` → POST /sign-in/email). This is the one place where dynamic
 * values meet the inferred types, so the casts live here.
 */
export function createProxy<Client>(
  root: Record<string, unknown>,
  fetch: AuthFetch,
  pathMethods: Record<string, string>,
): Client {
  const at = (keys: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) =>
        // `then` stays undefined so awaiting the client (or a branch) does not call a path.
        typeof key === "symbol" || key === "then"
          ? undefined
          : keys.length === 0 && key in root
            ? root[key]
            : at([...keys, key]),
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
  return at([]) as Client;
}
