import { MicrosoftEntraId } from "arctic";
import { fetchProfile } from "../fetch-profile";
import { readIdTokenClaims, verifyIdTokenClaims } from "../id-token";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { hasSubject, type StandardClaims, userFromClaims } from "../oidc-claims";
import { fromArcticTokens } from "../token-response";

export type MicrosoftProfile = StandardClaims;

export interface MicrosoftOptions extends ProviderOptions<MicrosoftProfile> {
  /** "common" (default), "organizations", "consumers", or a tenant's id or domain. */
  tenantId?: string | undefined;
}

const AUTHORITY = "https://login.microsoftonline.com";
const MULTI_TENANT = new Set(["common", "organizations", "consumers"]);
const ANY_TENANT_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[0-9a-f-]{36}\/v2\.0$/;

/**
 * Microsoft (Entra ID, personal accounts): OpenID Connect with PKCE and refresh. The email
 * claim (else preferred_username) is not verified by Microsoft, so it never counts as verified:
 * trust the provider explicitly (accountLinking.trustedProviders) to link existing users.
 * Id tokens from the app are verified against the tenant's keys; for the multi-tenant values the
 * issuer must be some tenant's.
 */
export const microsoft: OAuthProviderFactory<MicrosoftOptions, MicrosoftProfile> = (options) => {
  const tenant = options.tenantId ?? "common";
  const client = (redirectURI: string) =>
    new MicrosoftEntraId(tenant, options.clientId, options.clientSecret ?? null, redirectURI);
  const fromClaims = (claims: MicrosoftProfile) => {
    const profile = userFromClaims(claims, false);
    const username =
      typeof claims.preferred_username === "string" ? claims.preferred_username : null;
    if (!profile.user.email && username?.includes("@")) profile.user.email = username;
    return profile;
  };
  const provider: OAuthProvider<MicrosoftProfile> = {
    id: "microsoft",
    name: "Microsoft",
    supports: {
      pkce: true,
      idToken: true,
      idTokenNonce: true,
      refresh: true,
      email: "always",
      emailVerified: "never",
    },
    options,
    defaultScopes: ["openid", "profile", "email", "offline_access", "User.Read"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI, loginHint }) {
      const url = client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
      if (loginHint) url.searchParams.set("login_hint", loginHint);
      if (options.prompt) url.searchParams.set("prompt", options.prompt);
      return url;
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const claims = tokens.idToken ? readIdTokenClaims(tokens.idToken) : null;
      if (hasSubject(claims)) return fromClaims(claims);
      const userinfo = await fetchProfile(
        "https://graph.microsoft.com/oidc/userinfo",
        tokens.accessToken,
      );
      return hasSubject(userinfo) ? fromClaims(userinfo) : null;
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(
        await client("").refreshAccessToken(refreshToken, [...provider.defaultScopes]),
      );
    },
    async verifyIdToken(token, nonce) {
      const issuer = MULTI_TENANT.has(tenant)
        ? readIdTokenClaims(token)?.iss
        : `${AUTHORITY}/${tenant}/v2.0`;
      if (
        typeof issuer !== "string" ||
        (MULTI_TENANT.has(tenant) && !ANY_TENANT_ISSUER.test(issuer))
      )
        return false;
      const claims = await verifyIdTokenClaims(token, {
        jwksURL: `${AUTHORITY}/${tenant}/discovery/v2.0/keys`,
        issuer,
        audience: options.clientId,
        nonce,
        algorithms: ["RS256"],
      });
      return claims !== null;
    },
  };
  return provider;
};
