import { Spotify } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://api.spotify.com/v1/me (the fields we read). */
export interface SpotifyProfile {
  id: string;
  display_name?: string | null;
  email?: string;
  images?: { url: string }[];
  [field: string]: unknown;
}

export type SpotifyOptions = ProviderOptions<SpotifyProfile>;

const isProfile = (value: unknown): value is SpotifyProfile =>
  isRecord(value) && typeof value.id === "string";

/** Spotify: PKCE, refresh; the email (scope `user-read-email`) is not confirmed by Spotify. */
export const spotify: OAuthProviderFactory<SpotifyOptions, SpotifyProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Spotify(options.clientId, options.clientSecret ?? null, redirectURI);
  const provider: OAuthProvider<SpotifyProfile> = {
    id: "spotify",
    name: "Spotify",
    supports: {
      pkce: true,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "never",
    },
    options,
    defaultScopes: ["user-read-email"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const profile = await fetchProfile("https://api.spotify.com/v1/me", tokens.accessToken);
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: profile.id,
          email: textOf(profile.email) ?? null,
          emailVerified: false,
          name: firstText(profile.display_name, profile.id),
          image: textOf(profile.images?.[0]?.url) ?? null,
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
