import { TikTok } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://open.tiktokapis.com/v2/user/info/ → { data: { user } } (the fields we read). */
export interface TikTokProfile {
  open_id: string;
  union_id?: string;
  display_name?: string;
  username?: string;
  avatar_large_url?: string;
  [field: string]: unknown;
}

/** TikTok calls the client id a client key; `clientId` carries it. */
export type TikTokOptions = ProviderOptions<TikTokProfile>;

const FIELDS = "open_id,union_id,display_name,username,avatar_large_url";
const isProfile = (value: unknown): value is TikTokProfile =>
  isRecord(value) && typeof value.open_id === "string";

/** TikTok: PKCE, refresh; TikTok shares no email, so its users come without one. */
export const tiktok: OAuthProviderFactory<TikTokOptions, TikTokProfile> = (options) => {
  const client = (redirectURI: string) =>
    new TikTok(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<TikTokProfile> = {
    id: "tiktok",
    name: "TikTok",
    supports: { pkce: true, idToken: false, refresh: true, email: "never", emailVerified: "never" },
    options,
    defaultScopes: ["user.info.profile"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const answer = await fetchProfile(
        `https://open.tiktokapis.com/v2/user/info/?fields=${FIELDS}`,
        tokens.accessToken,
      );
      const profile = isRecord(answer) && isRecord(answer.data) ? answer.data.user : null;
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: profile.open_id,
          email: null,
          emailVerified: false,
          name: firstText(profile.display_name, profile.username),
          image: textOf(profile.avatar_large_url) ?? null,
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
