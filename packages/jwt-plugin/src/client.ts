import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { jwt } from "./index";

/**
 * The client twin of `jwt()`: `client.token()` (a JWT for the session) and `client.jwks()`,
 * typed from the server plugin. Only types link it to the server.
 */
export function jwtClient() {
  return {
    id: "jwt" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof jwt>,
  } satisfies AuthClientPlugin;
}
