import { Roblox } from "arctic";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { hasSubject, type StandardClaims, userFromClaims } from "../oidc-claims";
import { fromArcticTokens } from "../token-response";

export type RobloxProfile = StandardClaims;
export type RobloxOptions = ProviderOptions<RobloxProfile>;

/** Roblox: OpenID Connect with PKCE; Roblox shares no email, so its users come without one. */
export const roblox: OAuthProviderFactory<RobloxOptions, RobloxProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Roblox(options.clientId, options.clientSecret ?? null, redirectURI);
  const provider: OAuthProvider<RobloxProfile> = {
    id: "roblox",
    name: "Roblox",
    supports: { pkce: true, idToken: false, refresh: true, email: "never", emailVerified: "never" },
    options,
    defaultScopes: ["openid", "profile"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      const url = client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
      if (options.prompt) url.searchParams.set("prompt", options.prompt);
      return url;
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const claims = await fetchProfile(
        "https://apis.roblox.com/oauth/v1/userinfo",
        tokens.accessToken,
      );
      return hasSubject(claims) ? userFromClaims(claims, false) : null;
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
