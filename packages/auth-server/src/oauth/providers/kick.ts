import { Kick } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://api.kick.com/public/v1/users → { data: [profile] } (the fields we read). */
export interface KickProfile {
  user_id: number;
  name: string;
  email?: string;
  profile_picture?: string;
  [field: string]: unknown;
}

export type KickOptions = ProviderOptions<KickProfile>;

const isProfile = (value: unknown): value is KickProfile =>
  isRecord(value) && typeof value.user_id === "number" && typeof value.name === "string";

/** Kick: PKCE, refresh; Kick does not say whether the email was confirmed. */
export const kick: OAuthProviderFactory<KickOptions, KickProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Kick(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<KickProfile> = {
    id: "kick",
    name: "Kick",
    supports: {
      pkce: true,
      idToken: false,
      refresh: true,
      email: "sometimes",
      emailVerified: "never",
    },
    options,
    defaultScopes: ["user:read"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const answer = await fetchProfile("https://api.kick.com/public/v1/users", tokens.accessToken);
      const profile = isRecord(answer) && Array.isArray(answer.data) ? answer.data[0] : null;
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: String(profile.user_id),
          email: textOf(profile.email) ?? null,
          emailVerified: false,
          name: firstText(profile.name),
          image: textOf(profile.profile_picture) ?? null,
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
