import type { AuthFetch, FetchOptions } from "../fetch/fetch-types";
import { isRecord } from "../util/is-record";

/** The first argument of a proxy method: body fields, plus `query` and `fetchOptions`. */
interface EndpointInput {
  query?: Record<string, unknown>;
  fetchOptions?: FetchOptions;
  [field: string]: unknown;
}

/** ["signIn", "email"] → "/sign-in/email" (Better Auth's naming). */
const pathFromKeys = (keys: readonly string[]): string =>
  keys.map((key) => `/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`).join("");

/**
 * The typed client's runtime: `root`'s members first, then any property chain becomes a path
 * (`client.signIn.email(…)` → POST /sign-in/email). An object (not a function) among plugins'
 * actions is a namespace merged with the path at its position, at any depth: with `{ admin: {
 * checkRolePermission } }`, `client.admin.checkRolePermission` is the action and
 * `client.admin.listUsers(…)` still GETs /admin/list-users. The client's own `$` members
 * (`$store`, `$Infer`, …) are answered as they are (a plain-object check would cost the
 * bundle budget bytes, and atoms are object literals anyway). This is the one place where dynamic values
 * meet the inferred types, so the casts live here.
 *
 * A call `(input, options)` sends `input`'s fields as the body, its `query` as the query string
 * and its `fetchOptions` over `options`. The method: the path's declared one (the core's and
 * plugins' `pathMethods`), then the call's own, then POST when there are body fields, else GET.
 * Any method but GET sends the body, `{}` when there are no fields (as Better Auth's client
 * does: a POST endpoint whose fields are all optional still validates an object).
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
      apply: (_target, _this, [input, options]: unknown[]) => {
        const path = pathFromKeys(keys);
        // The inferred method signatures guarantee these shapes to typed callers.
        const { query, fetchOptions, ...body }: EndpointInput = isRecord(input)
          ? (input as EndpointInput)
          : {};
        const call: FetchOptions = {
          ...(isRecord(options) ? (options as FetchOptions) : {}),
          ...fetchOptions,
        };
        const method =
          pathMethods[path] ?? call.method ?? (Object.keys(body).length > 0 ? "POST" : "GET");
        return fetch(path, {
          ...call,
          method,
          ...(query && { query }),
          ...(method !== "GET" && { body }),
        });
      },
    });
  // The proxy answers every property the inferred Client type names (paths or root members).
  return at([], root) as Client;
}
