import { LinkedIn } from "arctic";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { hasSubject, type StandardClaims, userFromClaims } from "../oidc-claims";
import { fromArcticTokens } from "../token-response";

export type LinkedInProfile = StandardClaims;
export type LinkedInOptions = ProviderOptions<LinkedInProfile>;

/** LinkedIn (Sign In with LinkedIn using OpenID Connect): no PKCE; userinfo's email_verified. */
export const linkedin: OAuthProviderFactory<LinkedInOptions, LinkedInProfile> = (options) => {
  const client = (redirectURI: string) =>
    new LinkedIn(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<LinkedInProfile> = {
    id: "linkedin",
    name: "LinkedIn",
    supports: {
      pkce: false,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["openid", "profile", "email"],
    createAuthorizationURL({ state, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, scopes);
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      const claims = await fetchProfile("https://api.linkedin.com/v2/userinfo", tokens.accessToken);
      return hasSubject(claims) ? userFromClaims(claims) : null;
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
