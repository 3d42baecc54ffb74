import type { genericOAuth } from "@tollgate/auth-server/generic-oauth";
import type { AuthClientPlugin } from "./plugin/auth-client-plugin";

/**
 * The client twin of `genericOAuth()` (Better Auth's `genericOAuthClient`):
 * `client.signIn.oauth2({ providerId, callbackURL })` and
 * `client.oauth2.link({ providerId, callbackURL })`, typed from the server plugin; the browser
 * then goes to the provider. `client.signIn.social({ provider: providerId })` and
 * `client.linkSocial(…)` reach the same providers without this plugin.
 */
export function genericOAuthClient() {
  return {
    id: "generic-oauth",
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof genericOAuth>,
  } satisfies AuthClientPlugin;
}
