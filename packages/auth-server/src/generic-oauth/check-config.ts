import type { GenericOAuthConfig } from "./generic-oauth-options";

/** A genericOAuth config entry that cannot work; thrown when the plugin is made. */
export class GenericOAuthConfigError extends Error {
  override readonly name = "GenericOAuthConfigError";
}

/** Refuses, at start-up and naming the provider, an entry that could never sign anyone in. */
export function checkConfig(config: GenericOAuthConfig): void {
  const name = `genericOAuth provider "${config.providerId}"`;
  if (!config.providerId) {
    throw new GenericOAuthConfigError("genericOAuth: every config entry needs a providerId");
  }
  if (!config.clientId) throw new GenericOAuthConfigError(`${name}: clientId is required`);
  if (!config.discoveryUrl && !config.authorizationUrl) {
    throw new GenericOAuthConfigError(
      `${name}: set discoveryUrl, or authorizationUrl and tokenUrl`,
    );
  }
  if (!config.discoveryUrl && !config.tokenUrl && !config.getToken) {
    throw new GenericOAuthConfigError(`${name}: set tokenUrl (or discoveryUrl, or getToken)`);
  }
  if (config.authentication === "basic" && config.clientSecret === undefined) {
    throw new GenericOAuthConfigError(`${name}: authentication "basic" needs a clientSecret`);
  }
  if (config.requireIdTokenVerification && !config.discoveryUrl) {
    throw new GenericOAuthConfigError(
      `${name}: requireIdTokenVerification needs a discoveryUrl (its issuer and jwks_uri)`,
    );
  }
  for (const [option, value] of [
    ["discoveryUrl", config.discoveryUrl],
    ["authorizationUrl", config.authorizationUrl],
    ["tokenUrl", config.tokenUrl],
    ["userInfoUrl", config.userInfoUrl],
  ] as const) {
    if (value !== undefined && !URL.canParse(value)) {
      throw new GenericOAuthConfigError(`${name}: ${option} "${value}" is not a URL`);
    }
  }
}
