import type { AuthFetch, AuthResult, FetchOptions } from "../fetch/fetch-types";
import { pathMethod } from "./path-method";

/** The first argument of a proxy method: body fields, plus `query` and `fetchOptions`. */
export interface EndpointInput {
  query?: Record<string, unknown>;
  fetchOptions?: FetchOptions;
  [field: string]: unknown;
}

/**
 * `client.signIn.email({ email, password }, options)` → `$fetch("/sign-in/email", …)`. Any
 * method but GET sends the body fields, `{}` when there are none (as Better Auth's client does:
 * a POST endpoint whose fields are all optional still validates an object).
 */
export function callEndpoint(
  fetch: AuthFetch,
  pathMethods: Record<string, string>,
  path: string,
  input: EndpointInput = {},
  options: FetchOptions = {},
): Promise<AuthResult<unknown>> {
  const { query, fetchOptions, ...body } = input;
  const merged = { ...options, ...fetchOptions };
  const hasBody = Object.keys(body).length > 0;
  const method = pathMethod(path, pathMethods, merged.method, hasBody);
  return fetch(path, {
    ...merged,
    method,
    ...(query && { query }),
    ...(method !== "GET" && { body }),
  });
}
