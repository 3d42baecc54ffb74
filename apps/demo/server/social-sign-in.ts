import type { AuthOptions } from "@tollgate/auth-server";
import type { GenericOAuthConfig } from "@tollgate/auth-server/generic-oauth";
import type { SignInProvider } from "../shared/sign-in-providers";
import type { LocalOidcClient } from "./local-oidc";
import type { SocialProviderSetting } from "./social-providers-config";

type SocialProvidersOption = NonNullable<AuthOptions["socialProviders"]>;

/** The auth server's `socialProviders` from the providers switched on by the environment. */
export function socialProvidersOption(settings: SocialProviderSetting[]): SocialProvidersOption {
  const option: Record<string, Record<string, string>> = {};
  for (const setting of settings) {
    const { clientId, clientSecret, tenantId, issuer } = setting;
    option[setting.id] = {
      clientId,
      clientSecret,
      ...(tenantId ? { tenantId } : {}),
      ...(issuer ? { issuer } : {}),
    };
  }
  return option;
}

/** genericOAuth's config for the local OpenID Connect provider's client registrations. */
export function localOidcConfig(clients: LocalOidcClient[]): GenericOAuthConfig[] {
  return clients.map((client) => ({
    providerId: client.providerId,
    name: client.name,
    discoveryUrl: client.discoveryUrl,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    scopes: ["email", "profile"],
    requireIdTokenVerification: true,
  }));
}

/** The "Continue with …" buttons: the social providers, then the local ones. */
export function signInProviders(
  settings: SocialProviderSetting[],
  localClients: LocalOidcClient[],
): SignInProvider[] {
  return [
    ...settings.map((setting) => ({ id: setting.id, name: setting.name })),
    ...localClients.map((client) => ({ id: client.providerId, name: client.name })),
  ];
}
