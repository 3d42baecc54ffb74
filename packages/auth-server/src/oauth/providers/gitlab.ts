import { GitLab } from "arctic";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { hasSubject, type StandardClaims, userFromClaims } from "../oidc-claims";
import { fromArcticTokens } from "../token-response";

export type GitLabProfile = StandardClaims;

export interface GitLabOptions extends ProviderOptions<GitLabProfile> {
  /** A self-managed GitLab's address. Default https://gitlab.com. */
  issuer?: string | undefined;
}

/** GitLab (gitlab.com or self-managed): OpenID Connect userinfo with GitLab's email_verified. */
export const gitlab: OAuthProviderFactory<GitLabOptions, GitLabProfile> = (options) => {
  const issuer = (options.issuer ?? "https://gitlab.com").replace(/\/+$/, "");
  const client = (redirectURI: string) =>
    new GitLab(issuer, options.clientId, options.clientSecret ?? null, redirectURI);
  const provider: OAuthProvider<GitLabProfile> = {
    id: "gitlab",
    name: "GitLab",
    supports: {
      pkce: false,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["openid", "profile", "email", "read_user"],
    createAuthorizationURL({ state, scopes, redirectURI, loginHint }) {
      const url = client(redirectURI).createAuthorizationURL(state, scopes);
      if (loginHint) url.searchParams.set("login_hint", loginHint);
      return url;
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      const claims = await fetchProfile(`${issuer}/oauth/userinfo`, tokens.accessToken);
      return hasSubject(claims) ? userFromClaims(claims) : null;
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
