import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import { USERNAME_ERROR_CODES } from "./error-codes";
import type { username } from "./index";
import { USERNAME_SESSION_CHANGING_PATHS } from "./session-changing-paths";

/**
 * The client twin of `username()` for @tollgate/auth-client-react: `client.signIn.username(…)`
 * and `client.isUsernameAvailable(…)`, typed from the server plugin, and a session refetch
 * after signing in. Only types link it to the server, so browser bundles carry no server code.
 */
export function usernameClient() {
  return {
    id: "username" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof username>,
    sessionChangingPaths: USERNAME_SESSION_CHANGING_PATHS,
    errorCodes: USERNAME_ERROR_CODES,
  } satisfies AuthClientPlugin;
}

export { USERNAME_ERROR_CODES, type UsernameErrorCode } from "./error-codes";
