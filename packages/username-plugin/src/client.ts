import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { username } from "./index";
import { USERNAME_SESSION_CHANGING_PATHS } from "./session-changing-paths";

/**
 * The client twin of `username()` for @tollgate/auth-client-react: `client.signIn.username(…)`
 * and `client.isUsernameAvailable(…)`, typed from the server plugin, and a session refetch
 * after signing in. Only types link it to the server, so browser bundles carry no server code.
 *
 * Its error codes are typed only (`error.code`, `keyof typeof client.$ERROR_CODES`), like the
 * server's own: the messages arrive with each error. Code that needs the catalogue at runtime
 * imports `USERNAME_ERROR_CODES` from this entry, and only such bundles carry it.
 */
export function usernameClient() {
  return {
    id: "username" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof username>,
    sessionChangingPaths: USERNAME_SESSION_CHANGING_PATHS,
  } satisfies AuthClientPlugin;
}

export { USERNAME_ERROR_CODES, type UsernameErrorCode } from "./error-codes";
