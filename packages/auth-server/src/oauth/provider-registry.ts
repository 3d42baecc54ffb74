import type { AuthPlugin } from "../plugins/plugin-types";
import type { OAuthProvider } from "./oauth-provider";
import { createBuiltInProviders, type SocialProvidersOptions } from "./providers";

/** A start-up mistake in `socialProviders` or a plugin's providers; names the culprit. */
export class SocialProviderConfigError extends Error {
  override readonly name = "SocialProviderConfigError";
}

/** The providers of this server by id: the configured built-in ones, then the plugins'. */
export type ProviderRegistry = ReadonlyMap<string, OAuthProvider>;

/**
 * Builds the registry once at start-up. Refuses (SocialProviderConfigError) an unknown id in
 * `socialProviders`, a provider without a clientId, and two providers with one id (a plugin's
 * and a built-in one, or two plugins'): nothing is silently replaced.
 */
export function createProviderRegistry(
  options: SocialProvidersOptions | undefined,
  plugins: readonly AuthPlugin[],
): ProviderRegistry {
  const configured = options ?? {};
  const builtIn = createBuiltInProviders(configured);
  const known = new Set(builtIn.map((provider) => provider.id));
  for (const [id, value] of Object.entries(configured)) {
    if (value === undefined) continue;
    if (!known.has(id))
      throw new SocialProviderConfigError(
        `socialProviders.${id}: there is no built-in provider "${id}" (a plugin such as genericOAuth adds other providers).`,
      );
  }
  const registry = new Map<string, OAuthProvider>();
  const owners = new Map<string, string>();
  const add = (provider: OAuthProvider, owner: string) => {
    if (!provider.options.clientId)
      throw new SocialProviderConfigError(
        `${owner}: the provider "${provider.id}" needs a clientId.`,
      );
    const previous = owners.get(provider.id);
    if (previous)
      throw new SocialProviderConfigError(
        `The social provider "${provider.id}" is declared by ${previous} and by ${owner}: one id, one provider.`,
      );
    owners.set(provider.id, owner);
    registry.set(provider.id, provider);
  };
  for (const provider of builtIn) add(provider, `socialProviders.${provider.id}`);
  for (const plugin of plugins)
    for (const provider of plugin.socialProviders ?? []) add(provider, `plugin "${plugin.id}"`);
  return registry;
}
