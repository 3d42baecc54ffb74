import type { AuthPlugin } from "../plugins/plugin-types";
import { checkConfig } from "./check-config";
import type { GenericOAuthOptions } from "./generic-oauth-options";
import { genericProvider } from "./generic-provider";

/**
 * Any OAuth 2 / OpenID Connect provider as a social provider (Better Auth's `genericOAuth`):
 * `signIn.social({ provider: providerId })`, `/callback/:providerId`, `linkSocial` and the token
 * routes serve them like the built-in ones. Entries are checked here; a providerId that another
 * provider has is refused when the server starts.
 */
export function genericOAuth(options: GenericOAuthOptions) {
  for (const config of options.config) checkConfig(config);
  return {
    id: "generic-oauth",
    socialProviders: options.config.map(genericProvider),
    options,
  } satisfies AuthPlugin;
}
