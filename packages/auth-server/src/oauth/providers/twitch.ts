import { Twitch } from "arctic";
import type { JWTPayload } from "jose";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import { readIdTokenClaims } from "../id-token";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** Twitch's OpenID Connect claims (the ones asked for with `claims`). */
export interface TwitchProfile {
  sub: string;
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
  picture?: string;
  [claim: string]: unknown;
}

export type TwitchOptions = ProviderOptions<TwitchProfile>;

const CLAIMS = { email: null, email_verified: null, picture: null, preferred_username: null };
const isProfile = (value: JWTPayload | unknown): value is TwitchProfile =>
  isRecord(value) && typeof value.sub === "string";

/**
 * Twitch: OpenID Connect without PKCE; the email, its verification and the picture are asked for
 * as id-token and userinfo claims, read from the code exchange's id token, else userinfo.
 */
export const twitch: OAuthProviderFactory<TwitchOptions, TwitchProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Twitch(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<TwitchProfile> = {
    id: "twitch",
    name: "Twitch",
    supports: {
      pkce: false,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["openid", "user:read:email"],
    createAuthorizationURL({ state, scopes, redirectURI }) {
      const url = client(redirectURI).createAuthorizationURL(state, scopes);
      url.searchParams.set("claims", JSON.stringify({ id_token: CLAIMS, userinfo: CLAIMS }));
      return url;
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      const fromToken = tokens.idToken ? readIdTokenClaims(tokens.idToken) : null;
      const claims = isProfile(fromToken)
        ? fromToken
        : await fetchProfile("https://id.twitch.tv/oauth2/userinfo", tokens.accessToken);
      if (!isProfile(claims)) return null;
      return {
        user: {
          id: claims.sub,
          email: textOf(claims.email) ?? null,
          emailVerified: claims.email_verified === true,
          name: firstText(claims.preferred_username),
          image: textOf(claims.picture) ?? null,
        },
        data: claims,
      };
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
