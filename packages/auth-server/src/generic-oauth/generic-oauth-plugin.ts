import type { AuthPlugin } from "../plugins/plugin-types";
import { checkConfig } from "./check-config";
import type { GenericOAuthOptions } from "./generic-oauth-options";
import { genericProvider } from "./generic-provider";
import { oAuth2Callback, oAuth2LinkAccount, signInOAuth2 } from "./legacy-routes";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type GenericOAuthEndpoints = {
  signInWithOAuth2: typeof signInOAuth2;
  oAuth2Callback: typeof oAuth2Callback;
  oAuth2LinkAccount: typeof oAuth2LinkAccount;
};

/**
 * Any OAuth 2 / OpenID Connect provider as a social provider (Better Auth's `genericOAuth`):
 * `signIn.social({ provider: providerId })`, `/callback/:providerId`, `linkSocial` and the token
 * routes serve them like the built-in ones; Better Auth's earlier paths (/sign-in/oauth2,
 * /oauth2/callback/:providerId, /oauth2/link) run those same routes. Entries are checked here;
 * a providerId that another provider has is refused when the server starts.
 */
export function genericOAuth(options: GenericOAuthOptions) {
  for (const config of options.config) checkConfig(config);
  const endpoints: GenericOAuthEndpoints = {
    signInWithOAuth2: signInOAuth2,
    oAuth2Callback,
    oAuth2LinkAccount,
  };
  return {
    id: "generic-oauth",
    endpoints,
    socialProviders: options.config.map(genericProvider),
    options,
  } satisfies AuthPlugin;
}
