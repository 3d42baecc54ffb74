import { Twitter } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://api.x.com/2/users/me → { data } (the fields we read). */
export interface TwitterProfile {
  id: string;
  name?: string;
  username: string;
  profile_image_url?: string;
  /** With the `users.email` scope: the account's confirmed email. */
  confirmed_email?: string;
  [field: string]: unknown;
}

export type TwitterOptions = ProviderOptions<TwitterProfile>;

const ME = "https://api.x.com/2/users/me?user.fields=profile_image_url,confirmed_email";
const isProfile = (value: unknown): value is TwitterProfile =>
  isRecord(value) && typeof value.id === "string" && typeof value.username === "string";

/**
 * X (Twitter): OAuth 2 with PKCE and refresh (scope `offline.access`). The email comes only as
 * `confirmed_email` (scope `users.email`), which X confirmed, so it counts as verified.
 */
export const twitter: OAuthProviderFactory<TwitterOptions, TwitterProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Twitter(options.clientId, options.clientSecret ?? null, redirectURI);
  const provider: OAuthProvider<TwitterProfile> = {
    id: "twitter",
    name: "X (Twitter)",
    supports: {
      pkce: true,
      idToken: false,
      refresh: true,
      email: "sometimes",
      emailVerified: "always",
    },
    options,
    defaultScopes: ["users.read", "tweet.read", "offline.access", "users.email"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const answer = await fetchProfile(ME, tokens.accessToken);
      const profile = isRecord(answer) ? answer.data : null;
      if (!isProfile(profile)) return null;
      const email = textOf(profile.confirmed_email) ?? null;
      return {
        user: {
          id: profile.id,
          email,
          emailVerified: email !== null,
          name: firstText(profile.name, profile.username),
          image: textOf(profile.profile_image_url) ?? null,
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
