import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { magicLink } from "./index";

/**
 * The client twin of `magicLink()`: `client.signIn.magicLink({ email, callbackURL })` and
 * `client.magicLink.verify({ query: { token } })`, typed from the server plugin; the session
 * store refetches after a verify. Only types link it to the server.
 */
export function magicLinkClient() {
  return {
    id: "magic-link" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof magicLink>,
    sessionChangingPaths: ["/magic-link/verify"],
  } satisfies AuthClientPlugin;
}

export { MAGIC_LINK_ERROR_CODES, type MagicLinkErrorCode } from "./error-codes";
