import { GitHub } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { fromArcticTokens } from "../token-response";

/** GET https://api.github.com/user (the fields we read). */
export interface GitHubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string;
  [field: string]: unknown;
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

export type GitHubOptions = ProviderOptions<GitHubProfile>;

const API = "https://api.github.com";
// GitHub's API refuses requests without a User-Agent.
const HEADERS = { "user-agent": "tollgate", accept: "application/vnd.github+json" };

function isProfile(value: unknown): value is GitHubProfile {
  return isRecord(value) && typeof value.id === "number" && typeof value.login === "string";
}

function emailsOf(value: unknown): GitHubEmail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is GitHubEmail =>
      isRecord(entry) && typeof entry.email === "string" && typeof entry.primary === "boolean",
  );
}

/**
 * GitHub (OAuth app or GitHub app). No PKCE, no id tokens; refresh only for GitHub apps with
 * expiring tokens. The email is the profile's public one or the primary one from /user/emails
 * (needs `user:email`), verified as GitHub reports it; a user without any email gets null.
 */
export const github: OAuthProviderFactory<GitHubOptions, GitHubProfile> = (options) => {
  const client = (redirectURI: string | null) =>
    new GitHub(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<GitHubProfile> = {
    id: "github",
    name: "GitHub",
    supports: {
      pkce: false,
      idToken: false,
      refresh: true,
      email: "sometimes",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["read:user", "user:email"],
    createAuthorizationURL({ state, scopes, redirectURI, loginHint }) {
      const url = client(redirectURI).createAuthorizationURL(state, scopes);
      if (loginHint) url.searchParams.set("login", loginHint);
      if (options.prompt) url.searchParams.set("prompt", options.prompt);
      return url;
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      const profile = await fetchProfile(`${API}/user`, tokens.accessToken, HEADERS);
      if (!isProfile(profile)) return null;
      const emails = emailsOf(
        await fetchProfile(`${API}/user/emails`, tokens.accessToken, HEADERS),
      );
      const primary = emails.find((entry) => entry.primary) ?? emails[0];
      const email = profile.email ?? primary?.email ?? null;
      const listed = emails.find((entry) => entry.email === email);
      return {
        user: {
          id: String(profile.id),
          email,
          emailVerified: listed?.verified === true,
          name: profile.name || profile.login,
          image: profile.avatar_url || null,
        },
        data: profile,
      };
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client(null).refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
