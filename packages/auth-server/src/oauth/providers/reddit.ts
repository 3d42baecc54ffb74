import { Reddit } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://oauth.reddit.com/api/v1/me (the fields we read). */
export interface RedditProfile {
  id: string;
  name: string;
  icon_img?: string;
  [field: string]: unknown;
}

export interface RedditOptions extends ProviderOptions<RedditProfile> {
  /** `duration=permanent` asks Reddit for a refresh token. */
  duration?: "permanent" | "temporary" | undefined;
}

const isProfile = (value: unknown): value is RedditProfile =>
  isRecord(value) && typeof value.id === "string" && typeof value.name === "string";

/** Reddit: no PKCE; Reddit shares no email, so its users come without one. */
export const reddit: OAuthProviderFactory<RedditOptions, RedditProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Reddit(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<RedditProfile> = {
    id: "reddit",
    name: "Reddit",
    supports: {
      pkce: false,
      idToken: false,
      refresh: true,
      email: "never",
      emailVerified: "never",
    },
    options,
    defaultScopes: ["identity"],
    createAuthorizationURL({ state, scopes, redirectURI }) {
      const url = client(redirectURI).createAuthorizationURL(state, scopes);
      if (options.duration) url.searchParams.set("duration", options.duration);
      return url;
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      // Reddit refuses API requests without a User-Agent of their own.
      const profile = await fetchProfile("https://oauth.reddit.com/api/v1/me", tokens.accessToken, {
        "user-agent": "tollgate",
      });
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: profile.id,
          email: null,
          emailVerified: false,
          name: firstText(profile.name),
          // Reddit escapes the icon URL's query for HTML.
          image: textOf(profile.icon_img)?.replace(/&amp;/g, "&") ?? null,
        },
        data: profile,
      };
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
