import { Zoom } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://api.zoom.us/v2/users/me (the fields we read). */
export interface ZoomProfile {
  id: string;
  email?: string;
  display_name?: string;
  first_name?: string;
  last_name?: string;
  pic_url?: string;
  /** 1 when Zoom verified the account's email. */
  verified?: number;
  [field: string]: unknown;
}

export type ZoomOptions = ProviderOptions<ZoomProfile>;

const isProfile = (value: unknown): value is ZoomProfile =>
  isRecord(value) && typeof value.id === "string";

/** Zoom: PKCE, refresh; the email counts as verified when Zoom's `verified` is 1. */
export const zoom: OAuthProviderFactory<ZoomOptions, ZoomProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Zoom(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<ZoomProfile> = {
    id: "zoom",
    name: "Zoom",
    supports: {
      pkce: true,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: [],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const profile = await fetchProfile("https://api.zoom.us/v2/users/me", tokens.accessToken);
      if (!isProfile(profile)) return null;
      const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
      return {
        user: {
          id: profile.id,
          email: textOf(profile.email) ?? null,
          emailVerified: profile.verified === 1,
          name: firstText(profile.display_name, fullName),
          image: textOf(profile.pic_url) ?? null,
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
