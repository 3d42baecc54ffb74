import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { apiKey } from "./index";

/**
 * The client twin of `apiKey()`: `client.apiKey.create(…)`, `.list()`, `.get(…)`, `.update(…)`,
 * `.delete(…)`, typed from the server plugin. Only types link it to the server.
 */
export function apiKeyClient() {
  return {
    id: "api-key" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof apiKey>,
  } satisfies AuthClientPlugin;
}

export { API_KEY_ERROR_CODES, type ApiKeyErrorCode } from "./error-codes";
