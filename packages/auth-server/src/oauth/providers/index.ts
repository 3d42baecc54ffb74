import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { type GitHubOptions, github } from "./github";
import { type GoogleOptions, google } from "./google";

/**
 * `socialProviders` of the options: each built-in provider's own options, by id. A new provider
 * is one file in this folder, one field here and one line in `createBuiltInProviders`.
 */
export interface SocialProvidersOptions {
  github?: GitHubOptions | undefined;
  google?: GoogleOptions | undefined;
}

function make<Options extends ProviderOptions<Profile>, Profile extends object>(
  factory: OAuthProviderFactory<Options, Profile>,
  options: Options | undefined,
): OAuthProvider | undefined {
  return options ? factory(options) : undefined;
}

/** The configured built-in providers (those with options), in declaration order. */
export function createBuiltInProviders(options: SocialProvidersOptions): OAuthProvider[] {
  return [make(github, options.github), make(google, options.google)].filter(
    (provider): provider is OAuthProvider => provider !== undefined,
  );
}
